import { runTransaction } from '../db/transaction.js';
import { statsDay } from '../leads/daily-stats.js';
import type { LeadAccrual } from '../leads/lead-accrual.entity.js';
import { billingPeriod } from '../leads/limit-periods.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import { periodRunKey, type BillingRun } from './billing-run.entity.js';
import { chargeRun, claimRun, getRun, type RunOutcome } from './charge-run.js';
import { billPeriod, emptyBill, fixTotals, leadLines } from './period-bill.js';
import { closedPeriods, LAST_ZONE, nextPeriod } from './periods.js';
import { createWriteTransaction } from 'electrodb';
import { leadAccrualEntity } from '../leads/lead-accrual.entity.js';
import { billingRunEntity } from './billing-run.entity.js';

/** The run key (and invoice idempotency key) of the billing to date a manual bill off (its event) asks for. */
export const toDateRunKey = (agencyId: string, eventId: string) => `billing-to-date:${agencyId}:${eventId}`;

/** The agency's accrual partition that holds what one billing to date bills (moved out of the open periods). */
const toDatePartition = (eventId: string) => `to-date:${eventId}`;

/** The first time zone to reach a calendar day (UTC+14). */
const FIRST_ZONE = 'Etc/GMT-14';

/** Accruals moved per transaction: two items each, plus the run row's count and the period's check (DynamoDB's limit is 100). */
const MOVE_BATCH = 40;

/**
 * The periods a lead may be accruing to now somewhere in the world (today runs from UTC-12 to
 * UTC+14), with the next one (where a lead goes when a period's run came early), not yet closed.
 */
function openPeriods(now: Date): string[] {
  const closed = new Set([...closedPeriods(now, 'W'), ...closedPeriods(now, 'M')]);
  const current = [statsDay(now, LAST_ZONE), statsDay(now, FIRST_ZONE)].flatMap((d) => [billingPeriod('Weekly', d), billingPeriod('Monthly', d)]);
  return [...new Set([...current, ...current.map(nextPeriod)])].filter((p) => !closed.has(p));
}

type MoveResult = 'moved' | 'closed' | 'raced';

/**
 * Moves accrual rows of one open period into the billing to date, in one transaction: each row
 * removed from the period (only if still there) and created in the to-date partition, the run row's
 * `movedCount` raised by as many (only while it is counting), and the period's run row checked
 * absent (a period whose run has begun is that run's to bill). 'closed': the run row is counted or
 * the period has begun its run, stop; 'raced': another mover took a row first.
 */
async function moveBatch(rows: LeadAccrual[], run: BillingRun, period: string): Promise<MoveResult> {
  const res = await runTransaction(() =>
    createWriteTransaction({ leadAccrual: leadAccrualEntity, billingRun: billingRunEntity }, ({ leadAccrual, billingRun }) => [
        ...rows.flatMap((r) => [
          leadAccrual.remove({ rootId: r.rootId, payerId: r.payerId, period: r.period, leadId: r.leadId }).commit(),
          leadAccrual.create({ ...r, period: run.period, movedFrom: r.period }).commit(),
        ]),
        billingRun
          .patch({ rootId: run.rootId, runKey: run.runKey })
          .add({ movedCount: rows.length })
          .where((a, op) => op.eq(a.status, 'counting'))
          .commit(),
        billingRun.check({ rootId: run.rootId, runKey: periodRunKey(run.payerId, period) }).where((a, op) => op.notExists(a.runKey)).commit(),
      ])
      .go(),
  );
  if (res.ok) return 'moved';
  const codes = res.codes;
  if (codes.slice(-2).includes('ConditionalCheckFailed')) return 'closed';
  if (codes.includes('ConditionalCheckFailed')) return 'raced';
  throw new Error(`billing to date: move refused (${codes.join(',')})`);
}

/** Moves what the agency accrued so far in one open period into the billing to date. */
async function moveOpenPeriod(agency: Company, run: BillingRun, period: string): Promise<void> {
  const rows = (await leadAccrualEntity.query.byPeriod({ rootId: agency.rootId, payerId: agency.companyId, period }).go({ pages: 'all', consistent: true })).data;
  for (let i = 0; i < rows.length; i += MOVE_BATCH) {
    const batch = rows.slice(i, i + MOVE_BATCH);
    const r = await moveBatch(batch, run, period);
    if (r === 'closed') return;
    // Another copy of this billing to date moved some of them: one by one, skipping those.
    if (r === 'raced') for (const row of batch) if ((await moveBatch([row], run, period)) === 'closed') return;
  }
}

/**
 * The accruals of the agency's open periods, billed now under the billing to date's own key: its
 * row is claimed first (`counting`), the open periods' accrual rows are moved into its partition
 * (each move raising its `movedCount`), and its totals are fixed only when its partition holds
 * exactly `movedCount` rows, conditioned on that count, so a move by a concurrent copy makes the
 * count start again and no moved row is left out. Rows accrued after it (manual bill on again)
 * stay in their period and are billed by that period's run, with its platform fees.
 */
async function billOpenAccruals(agency: Company, eventId: string, clock: Clock): Promise<RunOutcome> {
  const runKey = toDateRunKey(agency.companyId, eventId);
  let run = await getRun(agency.rootId, runKey);
  if (!run) {
    const now = clock.now();
    run = await claimRun({
      rootId: agency.rootId,
      runKey,
      kind: 'to_date',
      payerId: agency.companyId,
      agencyId: agency.companyId,
      period: toDatePartition(eventId),
      month: statsDay(now, agency.timezone ?? 'America/Chicago').slice(0, 7),
      status: 'counting',
      description: 'Billing to date (manual bill turned off)',
      lines: [],
      leadCount: 0,
      amountCents: 0,
      movedCount: 0,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
  }
  for (let attempt = 0; run.status === 'counting'; attempt++) {
    if (attempt >= 10) throw new Error(`billing to date ${runKey}: still being moved; the next settle finishes it`);
    for (const period of openPeriods(clock.now())) await moveOpenPeriod(agency, run, period);
    const held = await getRun(agency.rootId, runKey);
    if (!held) throw new Error(`billing to date ${runKey}: run row vanished`);
    run = held;
    if (run.status !== 'counting') break;
    const bill = emptyBill();
    await leadLines(agency, run.period, bill);
    // A move that committed after the row was read: count again.
    if (bill.leadCount !== (run.movedCount ?? 0)) continue;
    run = await fixTotals(run, bill, clock, run.movedCount ?? 0);
  }
  return chargeRun(run, clock);
}

/**
 * Manual bill turned off (billing to date is charged to the agency card; docs/decisions.md, "Billing runs"): the
 * agency's closed periods not billed yet are billed by their period runs now (the daily run then
 * finds them billed), and what it accrued so far in the open periods is billed under the switch's
 * own key (`billing-to-date:<agency>:<event>`), never the period keys, so the open periods stay
 * open: their later runs bill what accrues after (manual bill on again) and their platform fees.
 * Safe to repeat, or to run twice at once: each is charged once. Answers each charge's outcome.
 */
export async function billAgencyToDate(agency: Company, eventId: string, clock: Clock = systemClock): Promise<RunOutcome[]> {
  const now = clock.now();
  const out: RunOutcome[] = [];
  for (const period of [...closedPeriods(now, 'W'), ...closedPeriods(now, 'M')]) out.push(await billPeriod(agency, agency, period, clock));
  out.push(await billOpenAccruals(agency, eventId, clock));
  return out;
}
