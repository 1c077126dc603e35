import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capAllows, crossesThreshold, dueExpiries, expiryOf, thresholdCents, unusedByTopup, type TopupState } from './ledger.js';
import { checkWalletAmount, isAmountKeystroke, WALLET_MESSAGES } from './wallet.contract.js';

/**
 * A wallet driven only by the ledger rules, the way the services drive DynamoDB: each event writes
 * one signed row and moves the balance by the same amount, never below 0.
 */
function simulate(events: Event[]) {
  const rows: number[] = [];
  const topups: TopupState[] = [];
  let balance = 0;
  let consumed = 0;
  let now = Date.UTC(2025, 0, 1);
  for (const e of events) {
    now += e.advanceDays * 86_400_000;
    const at = new Date(now);
    if (e.kind === 'topup') {
      topups.push({ id: `t${topups.length}`, amountCents: e.cents, refundedCents: 0, createdAt: at.toISOString(), expiresAt: expiryOf(at).toISOString() });
      rows.push(e.cents);
      balance += e.cents;
    } else if (e.kind === 'debit') {
      // The debit's condition: the balance stays at or above 0, or nothing is written.
      if (balance >= e.cents) {
        rows.push(-e.cents);
        balance -= e.cents;
        consumed += e.cents;
      }
    } else if (e.kind === 'expire') {
      for (const due of dueExpiries(topups, consumed, at)) {
        expect(due.cents).toBeLessThanOrEqual(balance);
        const t = topups.find((x) => x.id === due.id) as TopupState;
        t.expiredAt = at.toISOString();
        if (due.cents > 0) rows.push(-due.cents);
        balance -= due.cents;
        consumed += due.cents;
      }
    } else if (topups.length > 0) {
      const t = topups[e.pick % topups.length] as TopupState;
      const cents = t.expiredAt ? 0 : (unusedByTopup(topups, consumed).get(t.id) ?? 0);
      if (cents > 0) {
        t.refundedCents += cents;
        rows.push(-cents);
        balance -= cents;
      }
    }
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(rows.reduce((s, r) => s + r, 0)).toBe(balance);
    // First in, first out: what is left in the live top-ups is exactly the balance.
    const unused = unusedByTopup(topups, consumed);
    expect(topups.filter((t) => !t.expiredAt).reduce((s, t) => s + (unused.get(t.id) ?? 0), 0)).toBe(balance);
  }
  return { topups, consumed, balance };
}

type Event =
  | { kind: 'topup'; cents: number; advanceDays: number }
  | { kind: 'debit'; cents: number; advanceDays: number }
  | { kind: 'expire'; advanceDays: number }
  | { kind: 'refund'; pick: number; advanceDays: number };

const days = fc.integer({ min: 0, max: 200 });
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), cents: fc.integer({ min: 25_000, max: 500_000 }), advanceDays: days }),
  fc.record({ kind: fc.constant('debit' as const), cents: fc.integer({ min: 1, max: 200_000 }), advanceDays: days }),
  fc.record({ kind: fc.constant('expire' as const), advanceDays: days }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), advanceDays: days }),
);

describe('The wallet is a ledger: any sequence of top-ups, debits, expiries and refunds', () => {
  it('keeps the balance equal to the sum of the rows and never below 0, and the live top-ups hold exactly the balance', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        simulate(events);
      }),
      { numRuns: 400 },
    );
  });

  it('expires only what is unused, oldest top-up first', () => {
    const t0 = new Date(Date.UTC(2025, 0, 10));
    const t1 = new Date(Date.UTC(2025, 3, 10));
    const topups: TopupState[] = [
      { id: 'a', amountCents: 50_000, refundedCents: 0, createdAt: t0.toISOString(), expiresAt: expiryOf(t0).toISOString() },
      { id: 'b', amountCents: 25_000, refundedCents: 0, createdAt: t1.toISOString(), expiresAt: expiryOf(t1).toISOString() },
    ];
    // 60,000 spent: all of a, 10,000 of b.
    expect(Object.fromEntries(unusedByTopup(topups, 60_000))).toEqual({ a: 0, b: 15_000 });
    // 20,000 spent: a has 30,000 left and expires first, b untouched until its own date.
    expect(dueExpiries(topups, 20_000, new Date(Date.UTC(2026, 0, 10)))).toEqual([{ id: 'a', cents: 30_000, createdAt: t0.toISOString() }]);
    expect(dueExpiries(topups, 20_000, new Date(Date.UTC(2026, 0, 9)))).toEqual([]);
  });

  it('a top-up expires 12 months after its date (the month’s last day when the day does not exist)', () => {
    expect(expiryOf(new Date('2025-03-15T10:00:00Z')).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(expiryOf(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('Continual top-up fires at 10% of the balance after the last top-up', () => {
  it.each([
    ['from 60 to 55 of a 550 top-up: crosses', 6000, 5500, 55_000, true],
    ['from 55 to 50: already below, no new crossing', 5500, 5000, 55_000, false],
    ['from 100 to 56: still above', 10_000, 5600, 55_000, false],
    ['no top-up yet: never', 100, 0, 0, false],
  ])('%s', (_, before, after, last, crosses) => {
    expect(crossesThreshold(before, after, last)).toBe(crosses);
  });
  it('threshold is whole cents', () => expect(thresholdCents(55_555)).toBe(5555));
});

describe('The monthly cap of automatic top-ups (10 top-ups or $10,000 by default)', () => {
  const now = new Date('2026-05-20T00:00:00Z');
  const w = { capTopups: 10, capAmountCents: 1_000_000, capMonth: '2026-05', monthTopups: 9, monthAmountCents: 900_000 };
  it.each([
    ['the tenth top-up of 1,000 fits', w, 100_000, true],
    ['an eleventh does not', { ...w, monthTopups: 10 }, 100_000, false],
    ['$10,000 is reached before 10 top-ups', { ...w, monthTopups: 3 }, 100_001, false],
    ['a new month starts again', { ...w, capMonth: '2026-04', monthTopups: 10 }, 100_000, true],
  ])('%s', (_, state, cents, ok) => expect(capAllows(state, cents, now)).toBe(ok));
});

describe('Data wallet amount', () => {
  it.each([
    ['250 preset', '250', false, { ok: true, cents: 25_000 }],
    ['1000 preset', '1000', false, { ok: true, cents: 100_000 }],
    ['below 250', '100', false, { ok: false, message: WALLET_MESSAGES.minimum(250) }],
    ['custom below 2500', '2499.99', true, { ok: false, message: 'The minimum amount is 2500' }],
    ['custom 2500.5', '2500.5', true, { ok: true, cents: 250_050 }],
    ['not a preset without Custom Amount', '300', false, { ok: false, message: WALLET_MESSAGES.preset }],
    ['letters', '25a', false, { ok: false, message: WALLET_MESSAGES.invalid }],
    ['two decimal points', '2.5.0', true, { ok: false, message: WALLET_MESSAGES.invalid }],
    ['three decimals', '2500.001', true, { ok: false, message: WALLET_MESSAGES.invalid }],
    ['above the maximum', '100000.01', true, { ok: false, message: WALLET_MESSAGES.maximum }],
  ])('%s', (_, text, custom, expected) => expect(checkWalletAmount(text, custom)).toEqual(expected));

  it('the field takes only digits and one decimal point', () => {
    expect(['', '12', '12.', '12.5', '.5'].every(isAmountKeystroke)).toBe(true);
    expect(['1a', '1.2.3', '-1', '1,000', ' 1'].some(isAmountKeystroke)).toBe(false);
  });
  it('messages read as the spec says', () => {
    expect(WALLET_MESSAGES.minimumHint(2500)).toBe('*Minimum amount is 2500');
    expect(WALLET_MESSAGES.minimum(250)).toBe('The minimum amount is 250');
  });
});
