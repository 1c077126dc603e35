import { WALLET_EXPIRY_MONTHS, WALLET_THRESHOLD_PERCENT } from './wallet.contract.js';

/**
 * The wallet's arithmetic, pure so it can be checked with any sequence of events. Top-ups are
 * consumed first in, first out: what charges and expiries have taken (`consumedCents`) eats the
 * oldest top-up first. A refund takes the unused part out of its own top-up (its effective amount
 * shrinks), so the balance is always sum(top-ups - refunded) - consumed = the sum of the rows.
 */
export interface TopupState {
  id: string;
  amountCents: number;
  refundedCents: number;
  createdAt: string;
  expiresAt: string;
  expiredAt?: string | undefined;
}

/** The balance at or below which continual top-up fires: 10% of the balance after the last top-up. */
export const thresholdCents = (lastBalanceCents: number) => Math.floor((lastBalanceCents * WALLET_THRESHOLD_PERCENT) / 100);

/** A debit taking the balance from above the threshold to at or below it crosses it. */
export const crossesThreshold = (before: number, after: number, lastBalanceCents: number) =>
  lastBalanceCents > 0 && after <= thresholdCents(lastBalanceCents) && before > thresholdCents(lastBalanceCents);

const byDate = (a: TopupState, b: TopupState) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt));

/** What is left of each top-up after FIFO consumption, by id. */
export function unusedByTopup(topups: readonly TopupState[], consumedCents: number): Map<string, number> {
  const out = new Map<string, number>();
  let before = 0;
  for (const t of [...topups].sort(byDate)) {
    const effective = t.amountCents - t.refundedCents;
    const after = before + effective;
    out.set(t.id, Math.max(0, after - Math.max(consumedCents, before)));
    before = after;
  }
  return out;
}

/**
 * The expiries due at `now`, oldest first, each with what is left of its top-up. Applying them in
 * order is the same as the daily run writing them one by one (each adds to consumed).
 */
export function dueExpiries(topups: readonly TopupState[], consumedCents: number, now: Date): { id: string; cents: number; createdAt: string }[] {
  const unused = unusedByTopup(topups, consumedCents);
  return [...topups]
    .sort(byDate)
    .filter((t) => !t.expiredAt && t.expiresAt <= now.toISOString())
    .map((t) => ({ id: t.id, cents: unused.get(t.id) ?? 0, createdAt: t.createdAt }));
}

/** Twelve months after a top-up's date (the same day of the month, or the month's last day). */
export function expiryOf(createdAt: Date): Date {
  const d = new Date(createdAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + WALLET_EXPIRY_MONTHS);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The month (UTC) the monthly cap counts automatic top-ups in. */
export const capMonthOf = (d: Date) => d.toISOString().slice(0, 7);

/** Whether one more automatic top-up of `amountCents` stays within the month's cap. */
export function capAllows(
  w: { capTopups: number; capAmountCents: number; capMonth?: string | undefined; monthTopups: number; monthAmountCents: number },
  amountCents: number,
  now: Date,
): boolean {
  const same = w.capMonth === capMonthOf(now);
  const topups = same ? w.monthTopups : 0;
  const amount = same ? w.monthAmountCents : 0;
  return topups + 1 <= w.capTopups && amount + amountCents <= w.capAmountCents;
}
