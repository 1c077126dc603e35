import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { download, ledger, PREPAID, sessions, thisMonth, type Role, type S } from './wallet-helpers.js';

let s: Record<Role, S>;
let bakery: string;
let globexClient: string;
const m = thisMonth();

beforeAll(async () => {
  s = await sessions();
  bakery = s.client.companyId;
  globexClient = s.client2.companyId;
});

const reads = (id: string) => [
  `${PREPAID}/${id}?date=${m}`,
  `${PREPAID}/history/${id}/${m}`,
  `${PREPAID}/currenttopup/${id}`,
  `${PREPAID}/remainingbalanceleads/${id}`,
];
const writes = (id: string): [string, string, Record<string, unknown>][] => [
  ['PUT', `${PREPAID}/save`, { company_id: id, amount: '500', custom_amount: 'F' }],
  ['POST', `${PREPAID}/charge`, { company_id: id, amount: '500', custom_amount: 'F', stop_continual: 'T', payment_type: 'credit_card', request_id: 'access-check-1' }],
  ['PUT', `${PREPAID}/stop-continual`, { company_id: id, stop_continual: 'T' }],
  ['PUT', `${PREPAID}/cap`, { company_id: id, max_topups: 5, max_amount: '5000' }],
  ['POST', `${PREPAID}/refund-topup`, { company_id: id, transaction_id: 'topup#nothing' }],
];

async function unchanged(run: () => Promise<void>) {
  const before = await ledger(s.root.companyId, bakery);
  await run();
  const after = await ledger(s.root.companyId, bakery);
  expect(after.wallet).toEqual(before.wallet);
  expect(after.rows.length).toBe(before.rows.length);
}

describe("Who sees Bob's Bakery's data wallet (an agency in the beta on its own platform, not a system user, and the client it belongs to)", () => {
  it.each(['client', 'agency'] as const)('%s reads every page of it', async (who) => {
    for (const path of reads(bakery)) {
      const res = await api(path, { token: s[who].access_token });
      expect(res.status, path).toBe(200);
    }
    const csv = await download(`${PREPAID}/download-transaction-history-direct-payment/${bakery}/${m}`, s[who].access_token);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('Date,Title,Type,Credit (USD),Debit (USD),Expires');
  });

  it("answers the spec's fields: balance, amount, custom, total, last balance, continual, direct payment", async () => {
    const res = await api<Record<string, unknown>>(`${PREPAID}/${bakery}?date=${m}`, { token: s.client.access_token });
    expect(res.body).toMatchObject({ company_id: bakery, custom_amount: 'F', stop_continual: 'F' });
    for (const k of ['balance_amount', 'amount', 'total_amount', 'last_balance_amount', 'is_enable_topup_prepaid_direct_payment']) expect(res.body).toHaveProperty(k);
    expect(res.body.balance_amount).toMatch(/^\d+\.\d{2}$/);
  });

  it.each([
    ['an administrator of Acme', 'admin', 403],
    ['the sales person assigned to Acme', 'sales', 403],
    ['the platform owner (a system user)', 'root', 403],
    ["Globex's owner", 'globex', 404],
    ["Globex's client", 'client2', 404],
  ] as const)('%s (%s) may not read it or change it: %s, and nothing changes', async (_, who, status) => {
    for (const path of reads(bakery)) {
      const res = await api(path, { token: s[who].access_token });
      expect(res.status, `${who} ${path}`).toBe(status);
      expect(res.body).toMatchObject({ result: 'error' });
    }
    const csv = await download(`${PREPAID}/download-transaction-history-direct-payment/${bakery}/${m}`, s[who].access_token);
    expect(csv.status).toBe(status);
    await unchanged(async () => {
      for (const [method, path, body] of writes(bakery).slice(0, 4)) {
        const res = await api(path, { method, body, token: s[who].access_token });
        expect(res.status, `${who} ${method} ${path}`).toBe(status);
      }
    });
  });

  it('a client of an agency outside the beta (Globex) has no wallet: its own client is refused', async () => {
    const res = await api<{ message: string }>(`${PREPAID}/${globexClient}`, { token: s.client2.access_token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The data wallet is not available for this account.');
  });

  it("the setup check says so: Acme's people are in the beta, Globex's are not", async () => {
    const acme = await api<{ isBeta: boolean; betaFeature: { data_wallet: { is_beta: boolean; apply_to_all_agency: boolean } } }>(`/api/user/checksetupcomplete/${s.client.userId}`, { token: s.client.access_token });
    expect(acme.body.isBeta).toBe(true);
    expect(acme.body.betaFeature.data_wallet).toMatchObject({ is_beta: true, apply_to_all_agency: false });
    const globex = await api<{ isBeta: boolean }>(`/api/user/checksetupcomplete/${s.client2.userId}`, { token: s.client2.access_token });
    expect(globex.body.isBeta).toBe(false);
  });

  it('an agency has no wallet of its own (wallets belong to clients): 404', async () => {
    const res = await api(`${PREPAID}/${s.agency.companyId}`, { token: s.agency.access_token });
    expect(res.status).toBe(404);
  });

  it('an unknown id answers 404 like another tenant’s', async () => {
    const res = await api(`${PREPAID}/nope-${Date.now()}`, { token: s.agency.access_token });
    expect(res.status).toBe(404);
  });
});

describe('Refunds are for the platform or the agency only', () => {
  it('the client is refused the estimate and the refund', async () => {
    const est = await api<{ message: string }>(`${PREPAID}/refund-estimate/${bakery}`, { token: s.client.access_token });
    expect(est.status).toBe(403);
    expect(est.body.message).toBe('Only the platform or the agency may refund a top-up.');
    await unchanged(async () => {
      const res = await api(`${PREPAID}/refund-topup`, { body: { company_id: bakery, transaction_id: 'topup#demo-third' }, token: s.client.access_token });
      expect(res.status).toBe(403);
    });
  });

  it.each(['agency', 'root'] as const)('%s reads the estimate: what is unused of each paid top-up, newest first', async (who) => {
    const res = await api<{ total_amount: string; topups: { id: string; refundable_amount: string }[] }>(`${PREPAID}/refund-estimate/${bakery}`, { token: s[who].access_token });
    expect(res.status).toBe(200);
    const total = res.body.topups.reduce((t, x) => t + Math.round(Number(x.refundable_amount) * 100), 0);
    expect(Math.round(Number(res.body.total_amount) * 100)).toBe(total);
    const w = await api<{ balance_amount: string }>(`${PREPAID}/${bakery}`, { token: s.client.access_token });
    expect(res.body.total_amount).toBe(w.body.balance_amount);
  });

  it.each(['globex', 'client2', 'sales'] as const)('%s cannot see the estimate', async (who) => {
    const res = await api(`${PREPAID}/refund-estimate/${bakery}`, { token: s[who].access_token });
    expect([403, 404]).toContain(res.status);
    expect(res.status).toBe(who === 'sales' ? 403 : 404);
  });
});

describe('Amount rules, in the API too', () => {
  it.each([
    ['below the preset minimum', { amount: '100', custom_amount: 'F' }, 'The minimum amount is 250'],
    ['custom below 2500', { amount: '1000', custom_amount: 'T' }, 'The minimum amount is 2500'],
    ['letters', { amount: '25O', custom_amount: 'F' }, 'Please enter an amount with digits and one decimal point only.'],
    ['two decimal points', { amount: '2500.0.1', custom_amount: 'T' }, 'Please enter an amount with digits and one decimal point only.'],
  ])('save refuses %s with the message and changes nothing', async (_, body, message) => {
    await unchanged(async () => {
      const res = await api<{ message: string; errors: Record<string, string[]> }>(`${PREPAID}/save`, { method: 'PUT', body: { company_id: bakery, ...body }, token: s.client.access_token });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors.amount).toEqual([message]);
    });
  });

  it('charge refuses below the minimum with the same message, before any card is charged', async () => {
    await unchanged(async () => {
      const res = await api<{ message: string }>(`${PREPAID}/charge`, { body: { company_id: bakery, amount: '2499', custom_amount: 'T', stop_continual: 'T', payment_type: 'credit_card', request_id: 'below-minimum-1' }, token: s.client.access_token });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The minimum amount is 2500');
    });
  });

  it('save keeps a valid custom amount, and the wallet answers it', async () => {
    const res = await api(`${PREPAID}/save`, { method: 'PUT', body: { company_id: bakery, amount: '2500.50', custom_amount: 'T' }, token: s.client.access_token });
    expect(res.body).toEqual({ result: 'success', message: 'Your top-up amount has been saved.' });
    const w = await api<{ amount: string; custom_amount: string }>(`${PREPAID}/${bakery}`, { token: s.client.access_token });
    expect(w.body).toMatchObject({ amount: '2500.50', custom_amount: 'T' });
    await api(`${PREPAID}/save`, { method: 'PUT', body: { company_id: bakery, amount: '500', custom_amount: 'F' }, token: s.client.access_token });
  });

  it('a month that is not YYYY-MM is refused', async () => {
    const res = await api<{ message: string; errors?: Record<string, string[]> }>(`${PREPAID}/history/${bakery}/2026-13`, { token: s.client.access_token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['month']);
  });
});

describe("The demo's history: top-ups, charges and one expiry, the balance their sum", () => {
  it('keeps the balance equal to the sum of its rows', async () => {
    const { wallet, rows, sum } = await ledger(s.root.companyId, bakery);
    expect(wallet?.balanceCents).toBe(sum);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['topup', 'charge', 'other']));
    expect(wallet?.continual).toBe(true);
  });
});
