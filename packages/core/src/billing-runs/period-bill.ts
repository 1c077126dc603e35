import type { Campaign } from '../campaigns/campaign.entity.js';
import { MODULE_LABELS } from '../campaigns/modules.js';
import type { ChargeLine } from '../payments/charge-company.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import { periodRunKey, type BillingRun } from './billing-run.entity.js';
import { chargeRun, claimRun, getRun, type RunOutcome } from './charge-run.js';
import { isConditionFailure } from '../db/conditions.js';
import { clientsOfPayer } from './failed-charge.js';
import { agencyCostStructure, campaignsOfClient, clientModules, liveDuring, wholesaleFees } from './fees.js';
import { kindOfTerm, periodDays, periodLabel, periodMonth } from './periods.js';
import { leadAccrualEntity } from '../leads/lead-accrual.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { billingRunEntity } from './billing-run.entity.js';

export { periodRunKey };

export interface Bill {
  lines: ChargeLine[];
  leadCount: number;
  retailCents: number;
  wholesaleCents: number;
  feeWholesaleCents: number;
  /** Of the amount, what its platform-fee lines charge (the root's revenue counts fees apart from leads). */
  feeCents: number;
}

const plural = (n: number) => `${n} lead${n === 1 ? '' : 's'}`;

export const emptyBill = (): Bill => ({ lines: [], leadCount: 0, retailCents: 0, wholesaleCents: 0, feeWholesaleCents: 0, feeCents: 0 });

/**
 * The accrued leads of one of the payer's accrual partitions (a period, or a billing to date), one
 * line per campaign and price ("12 leads, Spring promo (Site ID)"). Read consistently: the caller's
 * run row is already written, so what this read sees is all the partition will ever hold.
 */
export async function leadLines(payer: Company, period: string, bill: Bill): Promise<void> {
  const rows = (await leadAccrualEntity.query.byPeriod({ rootId: payer.rootId, payerId: payer.companyId, period }).go({ pages: 'all', consistent: true })).data;
  const groups = new Map<string, { campaignId: string; unitCents: number; n: number }>();
  for (const r of rows) {
    bill.leadCount += 1;
    bill.retailCents += r.retailCents;
    bill.wholesaleCents += r.wholesaleCents;
    const key = `${r.campaignId}:${r.amountCents}`;
    const g = groups.get(key) ?? { campaignId: r.campaignId, unitCents: r.amountCents, n: 0 };
    g.n += 1;
    groups.set(key, g);
  }
  const names = new Map<string, Campaign | undefined>();
  for (const g of [...groups.values()].sort((a, b) => a.campaignId.localeCompare(b.campaignId) || a.unitCents - b.unitCents)) {
    if (!names.has(g.campaignId)) names.set(g.campaignId, (await campaignEntity.get({ rootId: payer.rootId, campaignId: g.campaignId }).go()).data ?? undefined);
    const c = names.get(g.campaignId);
    const what = c ? `${c.campaignName} (${MODULE_LABELS[c.leadspeekType]})` : 'a removed campaign';
    bill.lines.push({ description: `${plural(g.n)}, ${what}`, quantity: g.n, unitCents: g.unitCents });
  }
}

/**
 * The platform fee per period of each module billed by this period's kind, for each client the
 * payer pays for, when a campaign of that module was live in the period: the client pays its
 * agency's price (CostMonth); under manual bill the agency pays its wholesale (<Module>MinCostMonth).
 */
async function feeLines(payer: Company, agency: Company, period: string, bill: Bill): Promise<void> {
  const manual = Boolean(agency.manualBill);
  // A client under manual bill pays no fee (the agency does); an agency pays fees only under manual bill.
  if ((payer.kind === 'client') === manual) return;
  const kind = period.startsWith('W') ? 'W' : 'M';
  const { first, last } = periodDays(period);
  const costs = await agencyCostStructure(payer.rootId, agency.companyId);
  for (const client of await clientsOfPayer(payer)) {
    const modules = [...(await clientModules(client.rootId, client.companyId)).values()].filter((m) => kindOfTerm(m.term) === kind);
    if (modules.length === 0) continue;
    const campaigns = await campaignsOfClient(client.rootId, client.companyId);
    for (const m of modules) {
      if (!campaigns.some((c) => c.leadspeekType === m.module && liveDuring(c, first, last))) continue;
      const wholesale = wholesaleFees(costs, m.module, m.term).periodCents;
      const charged = manual ? wholesale : m.periodRetailCents;
      if (charged <= 0) continue;
      bill.retailCents += m.periodRetailCents;
      bill.wholesaleCents += wholesale;
      bill.feeWholesaleCents += wholesale;
      bill.feeCents += charged;
      const whose = manual ? `${client.name}, ` : '';
      bill.lines.push({ description: `Platform fee, ${whose}${MODULE_LABELS[m.module]} (${periodLabel(period)})`, quantity: 1, unitCents: charged });
    }
  }
}

/** What a payer owes for a closed period: its accrued leads and its platform fees. */
export async function periodBill(payer: Company, agency: Company, period: string): Promise<Bill> {
  const bill = emptyBill();
  await leadLines(payer, period, bill);
  await feeLines(payer, agency, period, bill);
  return bill;
}

const billAmount = (bill: Bill) => bill.lines.reduce((s, l) => s + l.quantity * l.unitCents, 0);

/**
 * Fixes a counting row's totals once: set only while it is still counting (and, for billing to
 * date, still holds the `movedCount` accruals that were counted), so of two runs counting at once
 * the first one's totals stand and the other answers that row.
 */
export async function fixTotals(run: BillingRun, bill: Bill, clock: Clock, movedCount?: number): Promise<BillingRun> {
  const amountCents = billAmount(bill);
  const totals = { lines: bill.lines, leadCount: bill.leadCount, amountCents, retailCents: bill.retailCents, wholesaleCents: bill.wholesaleCents, feeWholesaleCents: bill.feeWholesaleCents, feeCents: bill.feeCents };
  const status = amountCents > 0 ? ('pending' as const) : ('empty' as const);
  try {
    await billingRunEntity.patch({ rootId: run.rootId, runKey: run.runKey })
      .set({ ...totals, status, updatedAt: clock.now().toISOString() })
      .where((a, op) => (movedCount === undefined ? op.eq(a.status, 'counting') : `${op.eq(a.status, 'counting')} AND ${op.eq(a.movedCount, movedCount)}`))
      .go();
    return { ...run, ...totals, status };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const now = await getRun(run.rootId, run.runKey);
    if (!now) throw e;
    return now;
  }
}

/**
 * Bills one payer's closed period once. The run row is written FIRST (created only if absent, as
 * `counting`): from then on no lead can accrue to the period (the lead's transaction checks the row
 * is absent), so the consistent read of the accruals that follows sees everything the period will
 * ever hold. Then the totals are fixed on the row and charged with the run key as the invoice's
 * idempotency key; a run again, or at the same time, finds the row and charges nothing more (a row
 * left counting or pending by a stopped run is finished by the next, with the same key).
 */
export async function billPeriod(payer: Company, agency: Company, period: string, clock: Clock = systemClock): Promise<RunOutcome> {
  const runKey = periodRunKey(payer.companyId, period);
  let run = await getRun(payer.rootId, runKey);
  let mine = false;
  if (!run) {
    const now = clock.now().toISOString();
    const item: BillingRun = {
      rootId: payer.rootId,
      runKey,
      kind: 'period',
      payerId: payer.companyId,
      agencyId: agency.companyId,
      period,
      month: periodMonth(period),
      status: 'counting',
      description: `Lead charges, ${periodLabel(period)}`,
      lines: [],
      leadCount: 0,
      amountCents: 0,
      createdAt: now,
      updatedAt: now,
    };
    run = await claimRun(item);
    mine = run === item;
  }
  if (run.status === 'counting') run = await fixTotals(run, await periodBill(payer, agency, period), clock);
  if (run.status === 'pending') return chargeRun(run, clock);
  return mine && run.status === 'empty' ? 'empty' : 'already billed';
}
