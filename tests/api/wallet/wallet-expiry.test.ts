import { debitWallet } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../client.js';
import { freshClient, fund, ledger, PREPAID, sessions, type Role, type S } from './wallet-helpers.js';

// Each test funds fresh clients through the gateway and runs the daily job: 18 s on CI, over 30 s
// when the browser tests share the two cores.
vi.setConfig({ testTimeout: 90_000 });

let s: Record<Role, S>;
let root: string;
const YEAR_AND_A_DAY = 367 * 86_400_000;

beforeAll(async () => {
  s = await sessions();
  root = s.root.companyId;
});
afterAll(async () => {
  await api('/_local/clock', { body: { offsetMs: 0 } });
});

describe('A top-up expires 12 months after its date if unused (first in, first out)', () => {
  it('the daily run writes what is left as an "other" row, once, and the balance stays the sum of the rows', async () => {
    const client = await freshClient(s);
    await fund(root, client, 50_000, `exp-a-${client}`);
    await debitWallet({ rootId: root, companyId: client }, 20_000, 'Leads', `exp-${client}`);

    // Nothing is due yet.
    expect((await api('/_local/schedules/wallet-expiry/run', { body: {} })).status).toBe(200);
    await api('/_local/queues/wallet-topup/drain', { body: { timeoutMs: 20_000 } });
    expect((await ledger(root, client)).rows.filter((r) => r.type === 'other')).toHaveLength(0);

    await api('/_local/clock', { body: { offsetMs: YEAR_AND_A_DAY } });
    for (let i = 0; i < 2; i++) {
      expect((await api('/_local/schedules/wallet-expiry/run', { body: {} })).status).toBe(200);
      await api('/_local/queues/wallet-topup/drain', { body: { timeoutMs: 20_000 } });
    }
    const { wallet, rows, sum } = await ledger(root, client);
    const other = rows.filter((r) => r.type === 'other');
    expect(other.map((r) => r.amountCents)).toEqual([-30_000]);
    expect(wallet?.balanceCents).toBe(0);
    expect(sum).toBe(0);

    // Tokens are checked against the moved clock too: back to now before asking as a person.
    await api('/_local/clock', { body: { offsetMs: 0 } });
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' }).format(new Date(other[0]?.createdAt ?? 0)).slice(0, 7);
    const history = await api<{ transaction_history: { title: string; amount: string; transaction_type: string }[] }>(`${PREPAID}/history/${client}/${month}`, { token: s.agency.access_token });
    expect(history.body.transaction_history.some((r) => r.transaction_type === 'other' && r.amount === '-300.00' && r.title.startsWith('Expired'))).toBe(true);
  });
});
