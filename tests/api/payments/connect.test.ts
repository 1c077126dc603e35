import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { control, drainWebhooks, newAgency, signed, stripe } from './gateway.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

interface Account {
  status: string;
  account_id: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: string[];
}
const check = (token: string, id: string) => api<Account>(`/api/general/check-connected-account/${id}`, { token });
const webhook = (body: string, header?: string) => api<{ outcome: string }>('/api/webhooks/stripe', { rawBody: body, headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) } });

/** An account.updated event as the gateway would send it, from the account as the gateway has it now. */
async function accountEvent(accountId: string, created: number, patch: Record<string, unknown>) {
  const acct = (await (await stripe()).accounts.retrieve(accountId)) as unknown as Record<string, unknown>;
  return signed({ id: `evt_test_${accountId}_${created}_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'account.updated', created, data: { object: { ...acct, ...patch } } });
}

describe('an agency connects its Stripe account', () => {
  it('starts empty, is pending after the link, completed when the gateway says so; the setup check follows', async () => {
    const a = await newAgency('connect');
    expect((await check(a.access_token, a.companyId)).body).toMatchObject({ status: '', account_id: null, charges_enabled: false });
    const link = await api<{ url: string; account_id: string }>('/api/general/get-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http/);
    expect(link.body.account_id).toMatch(/^acct_/);
    expect((await check(a.access_token, a.companyId)).body).toMatchObject({ status: 'pending', account_id: link.body.account_id });
    // Creating again answers the same account.
    const again = await api<Account>('/api/general/create-connected-account', { token: a.access_token, body: { company_id: a.companyId } });
    expect(again.body.account_id).toBe(link.body.account_id);

    expect((await control(`/_local/accounts/${link.body.account_id}/state`, { state: 'completed' })).status).toBe(200);
    await drainWebhooks();
    expect((await check(a.access_token, a.companyId)).body).toMatchObject({ status: 'completed', charges_enabled: true, payouts_enabled: true });
    const setup = await api<{ accountconnected: string; charges_enabled: boolean }>(`/api/user/checksetupcomplete/${a.userId}`, { token: a.access_token });
    expect(setup.body).toMatchObject({ accountconnected: 'completed', charges_enabled: true });
  });

  it('a fresh link for the existing account (the refresh page); none before an account exists (404)', async () => {
    const a = await newAgency('relink');
    expect((await api('/api/general/get-existing-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } })).status).toBe(404);
    const first = await api<{ url: string; account_id: string }>('/api/general/get-connected-account-link', { token: a.access_token, body: { company_id: a.companyId, return_page: 'general-setting' } });
    const fresh = await api<{ url: string; account_id: string }>('/api/general/get-existing-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.account_id).toBe(first.body.account_id);
    expect(fresh.body.url).not.toBe(first.body.url);
  });

  it('verification and failure show as inverification and failed', async () => {
    const a = await newAgency('verify');
    const link = await api<{ account_id: string }>('/api/general/get-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } });
    await control(`/_local/accounts/${link.body.account_id}/state`, { state: 'inverification' });
    await drainWebhooks();
    expect((await check(a.access_token, a.companyId)).body.status).toBe('inverification');
    await control(`/_local/accounts/${link.body.account_id}/state`, { state: 'failed' });
    await drainWebhooks();
    expect((await check(a.access_token, a.companyId)).body.status).toBe('failed');
  });

  it('reset removes the account; the agency starts again from empty with a new account', async () => {
    const a = await newAgency('reset');
    const link = await api<{ account_id: string }>('/api/general/get-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } });
    const res = await api('/api/general/reset-payment-connection/' + a.companyId + '/agency', { method: 'DELETE', token: a.access_token });
    expect(res.status).toBe(200);
    expect((await check(a.access_token, a.companyId)).body).toMatchObject({ status: '', account_id: null });
    const next = await api<{ account_id: string }>('/api/general/get-connected-account-link', { token: a.access_token, body: { company_id: a.companyId } });
    expect(next.body.account_id).not.toBe(link.body.account_id);
  });

  it('a client reads its agency’s account; it cannot create or reset one', async () => {
    const mine = await check(s.client.access_token, s.client.companyId);
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe((await check(s.agency.access_token, s.agency.companyId)).body.status);
    expect((await api('/api/general/create-connected-account', { token: s.client.access_token, body: { company_id: s.agency.companyId } })).status).toBe(404);
    expect((await api(`/api/general/reset-payment-connection/${s.agency.companyId}/agency`, { method: 'DELETE', token: s.client.access_token })).status).toBe(404);
  });
});

describe('a sales person connects a commission account', () => {
  it('creates their own account and link; reads it by their user id; others cannot', async () => {
    const res = await api<{ url: string; account_id: string }>('/api/general/create-sales-connected-account', { token: s.sales.access_token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.url).toContain('http');
    const mine = await check(s.sales.access_token, s.sales.userId);
    expect(mine.body).toMatchObject({ account_id: res.body.account_id });
    expect(['pending', 'completed', 'inverification']).toContain(mine.body.status);
    expect((await check(s.globex.access_token, s.sales.userId)).status).toBe(404);
    expect((await api('/api/general/create-sales-connected-account', { token: s.agency.access_token, body: {} })).status).toBe(403);
  });
});

describe('Globex’s users get 404 for Acme’s ids', () => {
  const cases: [string, () => string, (() => Record<string, unknown>) | undefined][] = [
    ['GET', () => `/api/general/check-connected-account/${s.agency.companyId}`, undefined],
    ['POST', () => '/api/general/create-connected-account', () => ({ company_id: s.agency.companyId })],
    ['POST', () => '/api/general/get-connected-account-link', () => ({ company_id: s.agency.companyId })],
    ['POST', () => '/api/general/get-existing-connected-account-link', () => ({ company_id: s.agency.companyId })],
    ['DELETE', () => `/api/general/reset-payment-connection/${s.agency.companyId}/agency`, undefined],
    ['GET', () => `/api/general/check-connected-account/${s.client.companyId}`, undefined],
  ];
  it.each(cases)('%s %s', async (method, path, body) => {
    for (const who of ['globex', 'client2'] as const) {
      const res = await api(path(), { method, token: s[who].access_token, ...(body ? { body: body() } : {}) });
      expect(res.status).toBe(404);
    }
  });
});

describe('the Stripe webhook', () => {
  let agency: Awaited<ReturnType<typeof newAgency>>;
  let accountId: string;
  beforeAll(async () => {
    agency = await newAgency('hook');
    accountId = (await api<{ account_id: string }>('/api/general/get-connected-account-link', { token: agency.access_token, body: { company_id: agency.companyId } })).body.account_id;
    await drainWebhooks();
  });

  it('a bad or missing signature is refused (400) and changes nothing', async () => {
    const ev = await accountEvent(accountId, Math.floor(Date.now() / 1000) + 100, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    expect((await webhook(ev.body)).status).toBe(400);
    expect((await webhook(ev.body, ev.header.replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`))).status).toBe(400);
    expect((await webhook(ev.body.replace('account.updated', 'account.updatex'), ev.header)).status).toBe(400);
    expect((await check(agency.access_token, agency.companyId)).body.status).toBe('pending');
  });

  it('a signature older than 300 seconds is refused', async () => {
    const created = Math.floor(Date.now() / 1000) + 200;
    const acct = await accountEvent(accountId, created, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    const old = signed(JSON.parse(acct.body) as Record<string, unknown>, Math.floor(Date.now() / 1000) - 301);
    expect((await webhook(old.body, old.header)).status).toBe(400);
    expect((await check(agency.access_token, agency.companyId)).body.status).toBe('pending');
  });

  it('the same event delivered three times at once changes the state once', async () => {
    const ev = await accountEvent(accountId, Math.floor(Date.now() / 1000) + 300, { charges_enabled: true, payouts_enabled: true, details_submitted: true, requirements: { currently_due: [], disabled_reason: null } });
    const answers = await Promise.all([webhook(ev.body, ev.header), webhook(ev.body, ev.header), webhook(ev.body, ev.header)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await check(agency.access_token, agency.companyId)).body.status).toBe('completed');
  });

  it('an older event arriving after a newer one does not undo it', async () => {
    const older = await accountEvent(accountId, Math.floor(Date.now() / 1000) + 250, { charges_enabled: false, payouts_enabled: false, details_submitted: false });
    const res = await webhook(older.body, older.header);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('stale');
    expect((await check(agency.access_token, agency.companyId)).body).toMatchObject({ status: 'completed', charges_enabled: true });
  });

  it('an event type the platform does not handle is answered 200 and ignored', async () => {
    const ev = signed({ id: `evt_unknown_${Date.now()}`, object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_x', object: 'customer' } } });
    const res = await webhook(ev.body, ev.header);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
    expect((await webhook(ev.body, ev.header)).body.outcome).toBe('duplicate');
  });
});
