import { db, fixedClock, runBilling, runPayouts, type Payout } from '@platform/core';
import { expect } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { created, newClientOf, siteId, uniq } from '../campaigns/helpers.js';
import { ingest } from '../leads/helpers.js';
import { control, newAgency, stripe } from '../payments/gateway.js';
import { giveCard } from '../wallet/wallet-helpers.js';

export type S = Awaited<ReturnType<typeof session>>;
type Agency = Awaited<ReturnType<typeof newAgency>>;

const DAY = 86_400_000;
/** Far enough ahead that this week has closed everywhere (the billing runs' own figure). */
const WEEK_CLOSED = 8;
/** What the agency pays the root for a Site ID lead, and what its client pays it: $2.20 of margin a lead. */
export const WHOLESALE = '0.80';
export const RETAIL = '3';
export const MARGIN_PER_LEAD = 220;

/** The platform's root session, with core in this process pointed at the platform's table and gateway. */
export async function platform() {
  useCore();
  const root = await session(DEMO.root[0], DEMO.root[1]);
  return { root, rootId: root.companyId };
}

/**
 * A fresh agency with its cost per Site ID lead set by the root and a connected account: completed
 * at the gateway ('completed'), left at its first onboarding step ('pending'), or none at all.
 */
export async function agencyWith(root: S, account: 'completed' | 'pending' | 'none', prefix = 'payout') {
  const a = await newAgency(prefix);
  const costs = await api(`/api/configuration/costagency/${a.companyId}`, {
    method: 'PUT',
    token: root.access_token,
    body: { dpay: 'Weekly', costagency: { local: { Weekly: { LeadspeekCostperlead: WHOLESALE } } } },
  });
  expect(costs.status, JSON.stringify(costs.body)).toBe(200);
  let accountId: string | undefined;
  if (account !== 'none') {
    const link = await api<{ account_id: string }>('/api/general/get-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    accountId = link.body.account_id;
    if (account === 'completed') await completeAccount(accountId);
  }
  return { ...a, accountId };
}

/** The agency finishes its onboarding at the gateway (the onboarding page's Complete button). */
export async function completeAccount(accountId: string) {
  expect((await control(`/_local/accounts/${accountId}/state`, { state: 'completed' })).status).toBe(200);
}

/** A client of the agency paying weekly by card, with a running Site ID campaign and `n` delivered leads this week. */
export async function weeklyClientWithLeads(agency: Agency, rootId: string, n: number) {
  const client = await newClientOf(agency.access_token, agency.companyId);
  const cost = await api('/api/configuration/user/costmodule', { method: 'PUT', token: agency.access_token, body: { companyID: client.id, module: 'local', PaymentTerm: 'Weekly', CostSet: RETAIL } });
  expect(cost.status, JSON.stringify(cost.body)).toBe(200);
  await giveCard(rootId, client.id);
  const c = await created(agency.access_token, siteId(client.id));
  await ingest(Array.from({ length: n }, (_, i) => ({ lead_id: uniq(`po${i}`), campaign_code: c.leadspeek_api_id, email: `${uniq('po')}@lead.test` })));
  return client;
}

/** The billing run a week ahead, for these companies only: the client's week is invoiced and paid then. */
export const billWeek = (rootId: string, companyIds: string[]) => runBilling(fixedClock(new Date(Date.now() + WEEK_CLOSED * DAY)), { rootId, companyIds });

export async function invoicesOf(rootId: string, companyId: string) {
  return (await db().entities.invoice.query.byCompany({ rootId, companyId }).go({ pages: 'all' })).data;
}

/** The calendar month (Chicago, the agencies' zone) an instant falls in. */
export const monthOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' }).format(new Date(iso)).slice(0, 7);

/** An instant on the 1st of the month after `month`, after it has ended everywhere (12:00 UTC). */
export function afterMonth(month: string, extraDays = 0): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1 + extraDays, 18));
}

/** The payouts run at `at`, for these agencies only (the demo's and other files' agencies are left alone). */
export const payoutsAt = (at: Date, rootId: string, agencyIds: string[]) => runPayouts(fixedClock(at), { rootId, agencyIds });

export async function payoutsOf(rootId: string, agencyId: string): Promise<Payout[]> {
  return (await db().entities.payout.query.byAgency({ rootId, agencyId }).go({ pages: 'all' })).data;
}

/** The transfers the gateway made for a payout (its transfer.created events), however many keys were used. */
export async function transfersFor(payoutId: string) {
  const st = await stripe();
  const out: { id: string; amount: number; destination: string; metadata: Record<string, string> }[] = [];
  for await (const ev of st.events.list({ type: 'transfer.created', limit: 100 })) {
    const t = ev.data.object as unknown as { id: string; amount: number; destination: string; metadata: Record<string, string> };
    if (t.metadata?.payoutId === payoutId) out.push(t);
  }
  return out;
}
