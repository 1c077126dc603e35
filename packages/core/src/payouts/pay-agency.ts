import { auditRow } from '../audit/record.js';
import { periodLabel } from '../billing-runs/periods.js';
import { isConditionFailure } from '../db/conditions.js';
import { statsDay } from '../leads/daily-stats.js';
import { revenueWrites, rootZone } from '../reports/revenue-stats.js';
import { runTransaction } from '../db/transaction.js';
import { readAccount } from '../payments/connected-accounts.js';
import { gateway } from '../payments/stripe-gateway.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import type { Company } from '../tenancy/company.entity.js';
import { monthMargin } from './margin.js';
import type { Payout } from './payout.entity.js';
import { createWriteTransaction } from 'electrodb';
import { payoutEntity } from './payout.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { revenueStatsEntity } from '../reports/revenue-stats.entity.js';

export type PayoutOutcome = 'empty' | 'paid' | 'already paid' | 'held' | 'left pending';

/** The payout's id, and the first transfer attempt's idempotency key. */
export const payoutId = (agencyId: string, month: string) => `payout:${agencyId}:${month}`;

/** attempt 1 is keyed by the payout itself; a later one (after the gateway refused one) by `<payoutId>:<attempt>`. */
const transferKey = (p: Payout) => ((p.attempt ?? 1) === 1 ? p.payoutId : `${p.payoutId}:${p.attempt}`);

/**
 * Stripe keeps an idempotency key's answer for 24 hours; a pending payout first tried longer ago
 * than this is looked up in the gateway's transfer list rather than asked again under its key.
 */
const KEY_KEPT_MS = 23 * 3_600_000;

/** Payouts are moved by the platform, not by a person: their audit rows say so. */
const PAYOUT_SYSTEM_USER = { userId: 'system', name: 'Platform payouts', userType: 'system' };

export async function agencyPayouts(rootId: string, agencyId: string): Promise<Payout[]> {
  return (await payoutEntity.query.byAgency({ rootId, agencyId }).go({ pages: 'all' })).data;
}

const getPayout = async (rootId: string, agencyId: string, month: string) => (await payoutEntity.get({ rootId, agencyId, month }).go({ consistent: true })).data ?? undefined;

/**
 * Fixes what is paid for the month: the payout is created only if absent, with its amount and
 * lines, pending (or empty when nothing was earned). Of two runs at once the first one's stands.
 */
export async function claimPayout(agency: Company, month: string, clock: Clock = systemClock): Promise<Payout> {
  const existing = await getPayout(agency.rootId, agency.companyId, month);
  if (existing) return existing;
  const earlier = await agencyPayouts(agency.rootId, agency.companyId);
  const margin = await monthMargin(agency, month, earlier);
  const now = clock.now().toISOString();
  const amountCents = Math.max(0, margin.netCents);
  const item: Payout = {
    rootId: agency.rootId,
    agencyId: agency.companyId,
    agencyName: agency.name,
    month,
    payoutId: payoutId(agency.companyId, month),
    status: amountCents > 0 ? 'pending' : 'empty',
    amountCents,
    carryCents: Math.min(0, margin.netCents),
    retailCents: margin.retailCents,
    wholesaleCents: margin.wholesaleCents,
    lines: margin.lines,
    attempt: 1,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await payoutEntity.create(item).go();
    return item;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const won = await getPayout(agency.rootId, agency.companyId, month);
    if (!won) throw e;
    return won;
  }
}

/** Why the agency's account cannot take a transfer now, or undefined when it can (the gateway's word, not the platform's copy). */
async function notReady(agency: Company): Promise<{ reason: string; accountId?: string } | undefined> {
  const account = await readAccount(agency.rootId, 'agency', agency.companyId);
  if (!account?.accountId) return { reason: 'The agency has not connected its payment account yet.' };
  const state = await gateway().retrieveAccount(account.accountId);
  if (state.status !== 'completed') return { reason: `The agency’s payment account is not ready for transfers yet (${state.status}).`, accountId: account.accountId };
  return undefined;
}

/** Moves a pending payout to held (the amount stays), with its audit entry, conditioned on it still being pending at that attempt. */
async function hold(agency: Company, p: Payout, reason: string, nextAttempt: number, clock: Clock): Promise<void> {
  const row = await auditRow(
    { rootId: p.rootId, companyId: p.agencyId, user: PAYOUT_SYSTEM_USER, action: 'billing_changed', description: `Payout for ${periodLabel(`M${p.month}`)} of $${centsToString(p.amountCents)} held: ${reason}` },
    clock,
  );
  const bumped = nextAttempt !== (p.attempt ?? 1);
  await runTransaction(() =>
    createWriteTransaction({ payout: payoutEntity, audit: auditEntity }, ({ payout, audit }) => {
        const patch = payout.patch({ rootId: p.rootId, agencyId: p.agencyId, month: p.month }).set({ status: 'held', heldReason: reason, attempt: nextAttempt, updatedAt: clock.now().toISOString() });
        // A new key starts its own 24 hours; the same key keeps its first try's time (a transfer may exist under it).
        return [
          (bumped ? patch.remove(['attemptedAt']) : patch).where((a, op) => `${op.eq(a.status, 'pending')} AND ${op.eq(a.attempt, p.attempt ?? 1)}`).commit(),
          audit.create(row).commit(),
        ];
      })
      .go(),
  );
}

/** Held → pending once the account can take the transfer; of two runs at once one moves it, both then transfer with the same key. */
async function resume(p: Payout, clock: Clock): Promise<void> {
  try {
    await payoutEntity.patch({ rootId: p.rootId, agencyId: p.agencyId, month: p.month })
      .set({ status: 'pending', updatedAt: clock.now().toISOString() })
      .remove(['heldReason'])
      .where((a, op) => `${op.eq(a.status, 'held')} AND ${op.eq(a.attempt, p.attempt ?? 1)}`)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * The transfer exists, so the payout is paid, whatever attempt or status a concurrent run left on
 * it: the status, the transfer id and the audit entry in one transaction, conditioned only on it
 * not being paid already (a second run finds it paid and records nothing again).
 */
async function markPaid(p: Payout, transferId: string, accountId: string, clock: Clock): Promise<boolean> {
  const now = clock.now().toISOString();
  const row = await auditRow(
    { rootId: p.rootId, companyId: p.agencyId, user: PAYOUT_SYSTEM_USER, action: 'billing_changed', description: `Payout for ${periodLabel(`M${p.month}`)} of $${centsToString(p.amountCents)} transferred (${transferId})` },
    clock,
  );
  // Counted as paid to the agency in the same transaction (docs/decisions.md, "Reports and revenue aggregates").
  const revenueKey = { rootId: p.rootId, agencyId: p.agencyId, day: statsDay(clock.now(), await rootZone(p.rootId)) };
  const out = await runTransaction(() =>
    createWriteTransaction({ payout: payoutEntity, audit: auditEntity, revenueStats: revenueStatsEntity }, ({ payout, audit, revenueStats }) => [
        payout
          .patch({ rootId: p.rootId, agencyId: p.agencyId, month: p.month })
          .set({ status: 'paid', transferId, accountId, paidAt: now, updatedAt: now })
          .remove(['heldReason'])
          .where((a, op) => `(${op.eq(a.status, 'pending')} OR ${op.eq(a.status, 'held')})`)
          .commit(),
        audit.create(row).commit(),
        ...revenueWrites({ revenueStats }, revenueKey, { payoutCents: p.amountCents }),
      ])
      .go(),
  );
  return out.ok;
}

/**
 * The transfer made for this payout under any of its keys, from the gateway's list of transfers
 * to the account (Stripe's lists are consistent, unlike its search), by the payout id its metadata
 * carries; from a little before the first try.
 */
async function transferOfPayout(p: Payout, destination: string) {
  const since = Math.floor(Date.parse(p.attemptedAt ?? p.createdAt) / 1000) - 3_600;
  return (await gateway().listTransfers({ destination, createdGte: since })).find((t) => t.metadata.payoutId === p.payoutId);
}

/**
 * No transfer exists for the payout and its key may be forgotten: the next attempt gets its own key
 * and its own 24 hours, conditioned on no other run having moved the payout meanwhile (that run
 * transfers; this one leaves it), so a payout is transferred once.
 */
async function rekey(p: Payout, clock: Clock): Promise<Payout | undefined> {
  const attempt = (p.attempt ?? 1) + 1;
  const attemptedAt = clock.now().toISOString();
  try {
    await payoutEntity.patch({ rootId: p.rootId, agencyId: p.agencyId, month: p.month })
      .set({ attempt, attemptedAt, updatedAt: attemptedAt })
      .where((a, op) => `${op.eq(a.status, 'pending')} AND ${op.eq(a.attempt, p.attempt ?? 1)} AND ${op.eq(a.attemptedAt, p.attemptedAt ?? '')}`)
      .go();
    return { ...p, attempt, attemptedAt };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return undefined;
  }
}

/** A gateway answer that says no transfer was made for this key (a 4xx other than a conflict or a rate limit); anything else may have made one. */
function refusedByGateway(e: unknown): string | undefined {
  const err = e as { statusCode?: number; message?: string; type?: string };
  if (typeof err.statusCode !== 'number' || err.statusCode < 400 || err.statusCode >= 500) return undefined;
  if (err.statusCode === 409 || err.statusCode === 429 || err.type === 'StripeIdempotencyError') return undefined;
  return err.message ?? 'The gateway refused the transfer.';
}

/**
 * Pays a fixed payout: held while the agency's account cannot take transfers (read from the
 * gateway), otherwise one transfer keyed by the payout (the same key answers the same transfer,
 * so a payout a dead process left pending is finished by the next run with no second transfer),
 * then marked paid. A transfer the gateway refused moves the payout to held with the next attempt
 * number (the refused key's answer is replayed by the gateway, so the next try needs its own key).
 */
export async function settlePayout(agency: Company, p: Payout, clock: Clock = systemClock): Promise<PayoutOutcome> {
  if (p.status === 'empty') return 'empty';
  if (p.status === 'paid') return 'already paid';
  const blocked = await notReady(agency);
  if (blocked) {
    if (p.status === 'pending') await hold(agency, p, blocked.reason, p.attempt ?? 1, clock);
    return 'held';
  }
  if (p.status === 'held') await resume(p, clock);
  const pending = await getPayout(p.rootId, p.agencyId, p.month);
  if (!pending || pending.status === 'paid') return 'already paid';
  if (pending.status !== 'pending') return 'held';
  const account = await readAccount(agency.rootId, 'agency', agency.companyId);
  const destination = account?.accountId;
  if (!destination) return 'held';
  let current = pending;
  if (current.attemptedAt && clock.now().getTime() - Date.parse(current.attemptedAt) > KEY_KEPT_MS) {
    // The gateway may have made the transfer and forgotten the key since: its transfer list says.
    const made = await transferOfPayout(current, current.accountId ?? destination);
    if (made) return (await markPaid(current, made.id, made.destination, clock)) ? 'paid' : 'already paid';
    const next = await rekey(current, clock);
    if (!next) return 'left pending';
    current = next;
  }
  await payoutEntity.patch({ rootId: current.rootId, agencyId: current.agencyId, month: current.month })
    .set({ attemptedAt: current.attemptedAt ?? clock.now().toISOString(), accountId: destination })
    .go();
  let transferId: string;
  try {
    transferId = (
      await gateway().transfer({
        amountCents: current.amountCents,
        destination,
        description: `Payout for ${periodLabel(`M${current.month}`)}, ${current.agencyName}`,
        idempotencyKey: transferKey(current),
        metadata: { rootId: current.rootId, agencyId: current.agencyId, payoutId: current.payoutId, month: current.month, kind: 'agency_payout' },
      })
    ).id;
  } catch (e) {
    const refused = refusedByGateway(e);
    if (!refused) throw e;
    await hold(agency, current, refused, (current.attempt ?? 1) + 1, clock);
    return 'held';
  }
  return (await markPaid(current, transferId, destination, clock)) ? 'paid' : 'already paid';
}

/** One agency's month: fixed once (created only if absent), then paid or held. */
export async function payAgencyMonth(agency: Company, month: string, clock: Clock = systemClock): Promise<PayoutOutcome> {
  return settlePayout(agency, await claimPayout(agency, month, clock), clock);
}
