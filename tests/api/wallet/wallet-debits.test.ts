import { debitWallet } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { freshClient, fund, ledger, PREPAID, sessions, thisMonth, type Role, type S } from './wallet-helpers.js';

let s: Record<Role, S>;
let root: string;
beforeAll(async () => {
  s = await sessions();
  root = s.root.companyId;
});

describe('debitWallet: the lead engine takes money out of a wallet, one row per debit', () => {
  it('100 concurrent debits leave the exact balance, one row each, the balance the sum of the rows', async () => {
    const client = await freshClient(s);
    await fund(root, client, 50_000);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => debitWallet({ rootId: root, companyId: client }, 123, `Lead ${i}`, `lead-${client}-${i}`)));
    expect(results.every((r) => r.ok && !r.duplicate)).toBe(true);
    const { wallet, rows, sum } = await ledger(root, client);
    expect(wallet?.balanceCents).toBe(50_000 - 100 * 123);
    expect(rows.filter((r) => r.type === 'charge')).toHaveLength(100);
    expect(sum).toBe(wallet?.balanceCents);
    const api_ = await api<{ balance_amount: string }>(`${PREPAID}/${client}`, { token: s.agency.access_token });
    expect(api_.body.balance_amount).toBe('377.00');
  });

  it('the same idempotency key twice (even at once) debits once', async () => {
    const client = await freshClient(s);
    await fund(root, client, 25_000);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => debitWallet({ rootId: root, companyId: client }, 1_000, 'Lead', 'same-lead')));
    expect([a, b, c].filter((r) => r?.ok && !r.duplicate)).toHaveLength(1);
    expect([a, b, c].every((r) => r?.ok)).toBe(true);
    const { wallet, rows } = await ledger(root, client);
    expect(wallet?.balanceCents).toBe(24_000);
    expect(rows.filter((r) => r.type === 'charge')).toHaveLength(1);
  });

  it('never goes below 0: concurrent debits beyond the balance are refused and write nothing', async () => {
    const client = await freshClient(s);
    await fund(root, client, 25_000);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => debitWallet({ rootId: root, companyId: client }, 1_000, 'Lead', `over-${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(25);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient_balance')).toBe(true);
    const { wallet, rows, sum } = await ledger(root, client);
    expect(wallet?.balanceCents).toBe(0);
    expect(sum).toBe(0);
    expect(rows.filter((r) => r.type === 'charge')).toHaveLength(25);
  });

  it('a wallet never topped up refuses a debit', async () => {
    const client = await freshClient(s);
    expect(await debitWallet({ rootId: root, companyId: client }, 100, 'Lead', 'x')).toEqual({ ok: false, reason: 'insufficient_balance', balanceCents: 0 });
    expect((await ledger(root, client)).rows).toHaveLength(0);
  });

  it('the history lists the month’s rows newest first with the spec’s fields', async () => {
    const client = await freshClient(s);
    await fund(root, client, 25_000);
    await debitWallet({ rootId: root, companyId: client }, 250, 'Leads of today', 'h1');
    const res = await api<{ transaction_history: Record<string, unknown>[] }>(`${PREPAID}/history/${client}/${thisMonth()}`, { token: s.agency.access_token });
    expect(res.body.transaction_history.map((r) => [r.title, r.amount, r.transaction_type])).toEqual([
      ['Leads of today', '-2.50', 'charge'],
      ['Top-up', '250.00', 'topup'],
    ]);
    const topup = res.body.transaction_history[1] as { expired_at: string; created_at: string };
    expect(new Date(topup.expired_at).getUTCFullYear() - new Date(topup.created_at).getUTCFullYear()).toBe(1);
  });
});
