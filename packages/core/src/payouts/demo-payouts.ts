import { closedMonths } from '../billing-runs/periods.js';
import { readAccount } from '../payments/connected-accounts.js';
import { getConfig } from '../platform/config.js';
import { getCompany } from '../tenancy/companies.js';
import { monthIn, shiftMonth, zoneOf } from './margin.js';
import { payAgencyMonth } from './pay-agency.js';

/**
 * The local gateway's own record of a connected account, completed as its onboarding page's
 * Complete button would (its loopback control endpoint): the demo writes the platform's side only.
 * Nothing on a real gateway (no STRIPE_API_HOST).
 */
async function completeAtLocalGateway(accountId: string): Promise<void> {
  const c = getConfig();
  if (!c.STRIPE_API_HOST || !c.STRIPE_API_PORT) return;
  const res = await fetch(`${c.STRIPE_API_PROTOCOL ?? 'http'}://${c.STRIPE_API_HOST}:${c.STRIPE_API_PORT}/_local/accounts/${encodeURIComponent(accountId)}/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: 'completed' }),
  });
  if (!res.ok) throw new Error(`demo: the local gateway did not complete account ${accountId}: ${res.status}`);
}

/**
 * Demo data for payouts: Acme has been paid last month's margin (Bob's Bakery's prepaid leads of
 * that month) by a real transfer to its connected account; the daily run pays what accrued since
 * once this month closes. (Acme is created at seed time, so the run itself would not look at last
 * month: it is paid here directly.) Skipped when no gateway is configured or last month is not
 * closed everywhere yet.
 */
export async function seedDemoPayouts(rootId: string, acmeId: string, now: Date): Promise<void> {
  if (!getConfig().STRIPE_SECRET_KEY) return;
  const acme = await getCompany(rootId, acmeId);
  const account = await readAccount(rootId, 'agency', acmeId);
  if (!acme || !account?.accountId) return;
  await completeAtLocalGateway(account.accountId);
  const last = shiftMonth(monthIn(now.toISOString(), zoneOf(acme)), -1);
  if (!closedMonths(now).includes(last)) return;
  await payAgencyMonth(acme, last, { now: () => now });
}
