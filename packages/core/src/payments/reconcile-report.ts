import { z } from 'zod';
import { BILLING_ROOTS_SCOPE } from '../billing-runs/billing-run.entity.js';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import type { GatewayCharge, GatewayRefund } from '../platform/payment-gateway.js';
import { centsToString } from '../pricing/money.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { topupTxIdOf } from '../wallet/topup-charge.js';
import { getInvoice } from './charge-company.js';
import { gateway } from './stripe-gateway.js';
import { walletTxEntity } from '../wallet/wallet.entity.js';
import { userEntity } from '../identity/user.entity.js';
import { reconciliationReportEntity } from './reconciliation-report.entity.js';
import { billingRootEntity } from '../billing-runs/billing-run.entity.js';

/** A UTC calendar day, yyyy-MM-dd. */
export const reportDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'not a calendar day');

/**
 * How far before the day the charges are read, to find the charge a refund of the day returns: the
 * reconciliation run refunds charges of its last 3 days (RECONCILE_LOOKBACK_DAYS), and its refunds
 * name no root; wallet refunds name theirs.
 */
const REFUNDED_CHARGE_DAYS = 3;
/** Differences kept on the stored report and in the e-mail (all are counted). */
const LISTED_MAX = 100;

export interface ReportDifference {
  /** The PaymentIntent (pi_…) or refund (re_…) at the gateway. */
  gatewayId: string;
  companyId: string;
  amountCents: number;
  /** What the ledger is missing or holds differently. */
  what: string;
}

export interface ReportFigures {
  tookCents: number;
  gaveBackCents: number;
  ledgerTookCents: number;
  ledgerGaveBackCents: number;
  charges: number;
  refunds: number;
  differences: number;
}

export interface ReconciliationReport extends ReportFigures {
  rootId: string;
  day: string;
  companies: (ReportFigures & { companyId: string })[];
  listed: ReportDifference[];
}

/** The gateway's side of a day, read once for every root. */
export interface GatewayDay {
  day: string;
  /** Succeeded charges created that day. */
  charges: GatewayCharge[];
  /** Refunds created that day, but those that failed or were canceled (no money went back). */
  refunds: GatewayRefund[];
  /** Charges of the day and the days before it, by id, to find what a refund returns. */
  chargeOf: Map<string, GatewayCharge>;
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export async function readGatewayDay(day: string): Promise<GatewayDay> {
  const from = dayStart(reportDaySchema.parse(day));
  const to = from + 86_400;
  const onDay = (created: number) => created >= from && created < to;
  const all = await gateway().listCharges({ createdGte: from - REFUNDED_CHARGE_DAYS * 86_400 });
  const refunds = await gateway().listRefunds({ createdGte: from });
  return {
    day,
    charges: all.filter((c) => c.status === 'succeeded' && onDay(c.created)),
    refunds: refunds.filter((r) => onDay(r.created) && r.status !== 'failed' && r.status !== 'canceled'),
    chargeOf: new Map(all.map((c) => [c.paymentIntentId, c])),
  };
}

/** What the ledger holds of one gateway amount; `what` says how it differs. */
interface Held {
  ledgerCents: number;
  what?: string;
}

const agree = (ledgerCents: number, gatewayCents: number, row: string): Held =>
  ledgerCents === gatewayCents ? { ledgerCents } : { ledgerCents, what: `${row} holds ${ledgerCents} cents, the gateway ${gatewayCents}` };

/** A charge against the ledger: its invoice paid with it, or its top-up row credited with it (point reads). */
async function chargeInLedger(rootId: string, c: GatewayCharge): Promise<Held> {
  const md = c.metadata;
  if (md.invoiceId) {
    const inv = await getInvoice(rootId, md.invoiceId);
    if (!inv) return { ledgerCents: 0, what: `invoice ${md.invoiceId} is missing from the ledger` };
    if (inv.paymentIntentId !== c.paymentIntentId || (inv.status !== 'paid' && inv.status !== 'refunded')) {
      return { ledgerCents: 0, what: `invoice ${inv.number} is ${inv.status}${inv.paymentIntentId ? ` with ${inv.paymentIntentId}` : ''}, not paid with this charge` };
    }
    return agree(inv.amountCents, c.amountCents, `invoice ${inv.number}`);
  }
  if (md.kind === 'wallet_topup' && md.companyId && (md.topupId || md.crossing)) {
    const txId = topupTxIdOf({ kind: md.topupId ? 'wallet_topup' : 'wallet_auto_topup', topupId: md.topupId, crossing: md.crossing });
    const row = (await walletTxEntity.get({ rootId, companyId: md.companyId, txId }).go({ consistent: true })).data;
    if (!row) return { ledgerCents: 0, what: `wallet ledger row ${txId} is missing` };
    if (row.paymentIntentId !== c.paymentIntentId) return { ledgerCents: 0, what: `wallet ledger row ${txId} is paid with ${row.paymentIntentId ?? 'nothing'}` };
    return agree(row.amountCents, c.amountCents, `wallet ledger row ${txId}`);
  }
  return { ledgerCents: 0, what: 'its metadata names no invoice or top-up' };
}

/**
 * A refund against the ledger: a wallet refund's row notes it with the same amount; the run's own
 * refund returns a charge the ledger does not hold (so the ledger holds nothing of either).
 */
async function refundInLedger(rootId: string, r: GatewayRefund, charge: GatewayCharge | undefined): Promise<Held> {
  const md = r.metadata;
  if (md.kind === 'wallet_refund' && md.companyId && md.topupId) {
    const txId = `refund#${md.topupId}`;
    const row = (await walletTxEntity.get({ rootId, companyId: md.companyId, txId }).go({ consistent: true })).data;
    if (!row) return { ledgerCents: 0, what: `wallet ledger row ${txId} is missing` };
    if (row.refundId !== r.id) return { ledgerCents: 0, what: `wallet ledger row ${txId} notes refund ${row.refundId ?? 'none'}` };
    return agree(-row.amountCents, r.amountCents, `wallet ledger row ${txId}`);
  }
  if (md.kind === 'reconcile_refund') {
    if (!charge) return { ledgerCents: 0, what: `refunded by the reconciliation run; its charge ${r.paymentIntentId ?? ''} was not found` };
    const held = await chargeInLedger(rootId, charge);
    return held.what ? { ledgerCents: 0 } : { ledgerCents: 0, what: `refunded by the reconciliation run, but the ledger holds its charge ${charge.paymentIntentId}` };
  }
  return { ledgerCents: 0, what: 'a refund the platform did not make' };
}

const noFigures = (): ReportFigures => ({ tookCents: 0, gaveBackCents: 0, ledgerTookCents: 0, ledgerGaveBackCents: 0, charges: 0, refunds: 0, differences: 0 });

/**
 * A root's day at the gateway against its ledger (docs/decisions.md, "Money you can trust"): what
 * the gateway took (succeeded charges created that day whose metadata names the root) and gave back
 * (refunds created that day of the root's charges), per company and in total, beside what the
 * ledger holds of the same money, and every difference. Zero differences is the expected figure.
 */
export async function buildReconciliationReport(rootId: string, day: string, read?: GatewayDay): Promise<ReconciliationReport> {
  const g = read ?? (await readGatewayDay(day));
  const total = noFigures();
  const byCompany = new Map<string, ReportFigures>();
  const listed: ReportDifference[] = [];
  const add = (companyId: string, gatewayId: string, amountCents: number, held: Held, side: 'took' | 'gaveBack') => {
    const company = byCompany.get(companyId) ?? noFigures();
    byCompany.set(companyId, company);
    for (const f of [total, company]) {
      if (side === 'took') {
        f.charges += 1;
        f.tookCents += amountCents;
        f.ledgerTookCents += held.ledgerCents;
      } else {
        f.refunds += 1;
        f.gaveBackCents += amountCents;
        f.ledgerGaveBackCents += held.ledgerCents;
      }
      if (held.what) f.differences += 1;
    }
    if (held.what && listed.length < LISTED_MAX) listed.push({ gatewayId, companyId, amountCents, what: held.what });
  };
  for (const c of g.charges) {
    if (c.metadata.rootId !== rootId) continue;
    add(c.metadata.companyId ?? '', c.paymentIntentId, c.amountCents, await chargeInLedger(rootId, c), 'took');
  }
  for (const r of g.refunds) {
    const charge = r.paymentIntentId ? g.chargeOf.get(r.paymentIntentId) : undefined;
    if ((r.metadata.rootId ?? charge?.metadata.rootId) !== rootId) continue;
    add(r.metadata.companyId ?? charge?.metadata.companyId ?? '', r.id, r.amountCents, await refundInLedger(rootId, r, charge), 'gaveBack');
  }
  const companies = [...byCompany].map(([companyId, f]) => ({ companyId, ...f })).sort((a, b) => a.companyId.localeCompare(b.companyId));
  return { rootId, day, ...total, companies, listed };
}

/**
 * The root's owner: the company's owner when one is set, else its first active system user (a
 * root made by the seed or by hand has no owner on the company, only its system users).
 */
async function rootOwnerEmail(root: Company): Promise<string | undefined> {
  if (root.ownerEmail) return root.ownerEmail;
  const users = (await userEntity.query.byCompany({ rootId: root.rootId, companyId: root.companyId, userType: 'userdownline' }).go({ pages: 'all' })).data;
  return users
    .filter((u) => u.systemUser && u.status === 'active')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(0)?.email;
}

async function mailDifferences(report: ReconciliationReport): Promise<boolean> {
  const root = await getCompany(report.rootId, report.rootId);
  const to = root ? await rootOwnerEmail(root) : undefined;
  if (!root || !to) return false;
  const more = report.differences - report.listed.length;
  await mailer().send({
    to,
    fromName: root.name,
    subject: `Payments reconciliation ${report.day}: ${report.differences} difference${report.differences === 1 ? '' : 's'}`,
    text: [
      `Hello ${root.ownerName || root.name},`,
      '',
      `On ${report.day} (UTC) the payment gateway took $${centsToString(report.tookCents)} in ${report.charges} charges and gave back $${centsToString(report.gaveBackCents)} in ${report.refunds} refunds;`,
      `the ledger holds $${centsToString(report.ledgerTookCents)} and $${centsToString(report.ledgerGaveBackCents)} of that money. These differ:`,
      '',
      ...report.listed.map((d) => `- ${d.gatewayId} (company ${d.companyId || 'unknown'}, $${centsToString(d.amountCents)}): ${d.what}`),
      ...(more > 0 ? [`- and ${more} more`] : []),
    ].join('\n'),
  });
  return true;
}

export interface StoredReport {
  report: ReconciliationReport;
  /** False when the day's report already existed (a repeated run): it is kept and not mailed again. */
  stored: boolean;
  mailed: boolean;
}

/** Builds, stores (once per root and day) and, when it has differences, mails a root's report. */
export async function storeReconciliationReport(rootId: string, day: string, read?: GatewayDay, clock: Clock = systemClock): Promise<StoredReport> {
  const report = await buildReconciliationReport(rootId, day, read);
  const { companies, listed, ...figures } = report;
  try {
    await reconciliationReportEntity.create({ ...figures, companies, listed, createdAt: clock.now().toISOString() }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return { report, stored: false, mailed: false };
  }
  // At most one mail a day: a run that dies between the create and the send leaves it unsent.
  const mailed = report.differences > 0 ? await mailDifferences(report) : false;
  return { report, stored: true, mailed };
}

/** The yesterday (UTC) of the schedule's run. */
export const yesterdayUtc = (clock: Clock = systemClock) => new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);

export interface ReportRunTally {
  day: string;
  roots: number;
  stored: number;
  differences: number;
  mailed: number;
}

/**
 * The `payments-report` schedule's run: every root's report of the day (yesterday, UTC, unless
 * named), the gateway's lists read once. A root that fails is tried again by the redelivery; the
 * reports already stored are kept.
 */
export async function runReconciliationReports(day: string | undefined, clock: Clock = systemClock): Promise<ReportRunTally> {
  const d = day ?? yesterdayUtc(clock);
  const read = await readGatewayDay(d);
  const roots = (await billingRootEntity.query.all({ scope: BILLING_ROOTS_SCOPE }).go({ pages: 'all' })).data.map((r) => r.rootId);
  const tally: ReportRunTally = { day: d, roots: roots.length, stored: 0, differences: 0, mailed: 0 };
  const failed: string[] = [];
  for (const rootId of roots) {
    try {
      const out = await storeReconciliationReport(rootId, d, read, clock);
      tally.differences += out.report.differences;
      if (out.stored) tally.stored += 1;
      if (out.mailed) tally.mailed += 1;
    } catch (e) {
      failed.push(rootId);
      console.error(JSON.stringify({ level: 'error', msg: 'reconciliation report not stored', rootId, day: d, error: e instanceof Error ? e.message : String(e) }));
    }
  }
  if (failed.length) throw new Error(`reconciliation reports of ${d} not stored for ${failed.join(', ')}`);
  return tally;
}
