import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { mayAccessCompany } from '../access/company-access.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { monthIn, shiftMonth, zoneOf } from './margin.js';
import { PAYOUT_MESSAGES, type AgencyPayout, type PayoutsAnswer, type RootPayoutMonth } from './payout.contract.js';
import type { Payout } from './payout.entity.js';
import { payoutEntity } from './payout.entity.js';

const money = (cents: number) => ({ amount: centsToString(cents), amount_cents: cents });

function toAgencyPayout(p: Payout): AgencyPayout {
  const clients = new Map<string, AgencyPayout['clients'][number]>();
  for (const l of p.lines ?? []) {
    if (!l.clientId) continue;
    const c = clients.get(l.clientId) ?? { client_id: l.clientId, client_name: l.clientName ?? '', invoices: 0, leads: 0, ...money(0) };
    if (l.kind === 'invoices') c.invoices += l.count;
    if (l.kind === 'prepaid') c.leads += l.count;
    Object.assign(c, money(c.amount_cents + l.amountCents));
    clients.set(l.clientId, c);
  }
  return {
    id: p.payoutId,
    month: p.month,
    status: p.status,
    ...money(p.amountCents),
    held_reason: p.status === 'held' ? (p.heldReason ?? null) : null,
    transfer_id: p.transferId ?? null,
    paid_at: p.paidAt ?? null,
    clients: [...clients.values()].sort((a, b) => a.client_name.localeCompare(b.client_name)),
    lines: (p.lines ?? []).map((l) => ({ kind: l.kind, client_id: l.clientId ?? null, client_name: l.clientName ?? null, month: l.month, description: l.description, count: l.count, ...money(l.amountCents) })),
  };
}

/** Per month, over the root's agencies: what their clients paid for what was counted, what the agencies were paid, what the platform kept. */
function rootMonths(rows: readonly Payout[]): RootPayoutMonth[] {
  const months = new Map<string, RootPayoutMonth>();
  for (const p of rows) {
    const m = months.get(p.month) ?? { month: p.month, client_payments: '0.00', client_payments_cents: 0, agency_payouts: '0.00', agency_payouts_cents: 0, kept: '0.00', kept_cents: 0, agencies: [] };
    m.client_payments_cents += p.retailCents ?? 0;
    m.agency_payouts_cents += p.amountCents;
    m.agencies.push({ agency_id: p.agencyId, agency_name: p.agencyName, status: p.status, client_payments_cents: p.retailCents ?? 0, ...money(p.amountCents) });
    months.set(p.month, m);
  }
  return [...months.values()]
    .map((m) => ({ ...m, client_payments: centsToString(m.client_payments_cents), agency_payouts: centsToString(m.agency_payouts_cents), kept_cents: m.client_payments_cents - m.agency_payouts_cents, kept: centsToString(m.client_payments_cents - m.agency_payouts_cents) }))
    .sort((a, b) => b.month.localeCompare(a.month));
}

const isAgencyStaff = (actor: Actor, agency: Company) => actor.companyId === agency.companyId && actor.userType !== 'client' && actor.userType !== 'sales';

/**
 * GET /billing/payouts/{companyId} (docs/decisions.md, "Agency payouts"): an agency's payouts, newest
 * first, for its own staff and the root's operators; the root's id gives the platform's months
 * (client payments counted, agency payouts, kept) to its operators. Companies out of the actor's
 * reach, and clients (they are not paid), answer 404; others who may see the company (sales) 403.
 */
export async function listPayouts(actor: Actor, companyId: string, query: { months: number }, clock: Clock = systemClock): Promise<PayoutsAnswer> {
  const company = await getCompany(actor.rootId, companyId);
  if (!company || !mayAccessCompany(actor, company)) throw notFound('Company not found.');
  const from = shiftMonth(monthIn(clock.now().toISOString(), zoneOf(company)), 1 - query.months);
  if (company.kind === 'root') {
    if (!isRootOperator(actor)) throw forbidden(PAYOUT_MESSAGES.rootOnly);
    const rows = await payoutEntity.query.byRootMonth({ rootId: company.rootId })
      .gte({ month: from })
      .go({ pages: 'all', attributes: ['rootId', 'agencyId', 'agencyName', 'month', 'status', 'amountCents', 'retailCents'] });
    return { scope: 'root', company_id: company.companyId, data: rootMonths(rows.data as Payout[]) };
  }
  if (company.kind !== 'agency') throw notFound(PAYOUT_MESSAGES.notAgency);
  if (!isAgencyStaff(actor, company) && !isRootOperator(actor)) throw forbidden(PAYOUT_MESSAGES.staffOnly);
  const rows = await payoutEntity.query.byAgency({ rootId: company.rootId, agencyId: company.companyId }).gte({ month: from }).go({ pages: 'all', order: 'desc' });
  return { scope: 'agency', company_id: company.companyId, data: rows.data.map(toAgencyPayout) };
}
