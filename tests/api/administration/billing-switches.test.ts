import { db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let n = 0;

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

/** A fresh agency, so switching billing never disturbs the demo agencies other tests use. */
async function freshAgency() {
  const sub = `bill${Date.now().toString(36)}${(n += 1)}`;
  const res = await api<{ data: { id: string; user_id: string }[] }>('/api/configuration/user/create', {
    token: s.root.access_token,
    body: { companyID: s.root.companyId, company_name: `Billing ${sub}`, name: 'Bill Owner', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  const row = res.body.data[0];
  if (!row) throw new Error(JSON.stringify(res.body));
  return row;
}
const events = async (companyId: string) => (await db().entities.billingEvent.query.byCompany({ rootId: s.root.companyId, companyId }).go()).data.map((e) => e.type);
const row = async (id: string) =>
  (await api<{ data: { id: string; manual_bill: string; exclude_minimum_spend: number; payment_status: string; api_mode: string; api_colour: string }[] }>(`/api/configuration/companies/${s.root.companyId}/children?per_page=100&searchkey=billing`, { token: s.root.access_token })).body.data.find((r) => r.id === id);

describe('manual bill switch', () => {
  it('on bills at wholesale to the agency’s card, off charges billing to date: both recorded for the payments capability', async () => {
    const a = await freshAgency();
    const on = await api('/api/configuration/agency/manual-bill', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, manualBill: 'T' } });
    expect(on.body).toMatchObject({ result: 'success', message: 'Your settings have been saved.', manual_bill: 'T' });
    expect((await row(a.id))?.manual_bill).toBe('T');
    await api('/api/configuration/agency/manual-bill', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, manualBill: 'F' } });
    expect((await row(a.id))?.manual_bill).toBe('F');
    expect((await events(a.id)).sort()).toEqual(['manual_bill_off_settle', 'manual_bill_on']);
  });
});

describe('minimum-spend exclusion switches between included and excluded', () => {
  it('goes to the state the switch shows and says which', async () => {
    const a = await freshAgency();
    const first = await api('/api/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.id, exclude_minimum_spend: 1 } });
    expect(first.body).toMatchObject({ result: 'success', exclude_minimum_spend: 1 });
    expect((await row(a.id))?.exclude_minimum_spend).toBe(1);
    const second = await api('/api/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.id, exclude_minimum_spend: 0 } });
    expect(second.body).toMatchObject({ exclude_minimum_spend: 0 });
    expect((await row(a.id))?.exclude_minimum_spend).toBe(0);
  });

  it('a request without the state to go to is refused and changes nothing', async () => {
    const a = await freshAgency();
    const res = await api<{ errors: Record<string, string[]> }>('/api/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.id } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('exclude_minimum_spend');
    expect((await row(a.id))?.exclude_minimum_spend).toBe(0);
  });
});

const billingAudits = async (companyId: string) =>
  (await db().entities.audit.query.byCompany({ rootId: s.root.companyId, companyId }).go({ pages: 'all' })).data.filter((r) => r.action === 'billing_changed');
const burst = (n: number, path: string, body: Record<string, unknown>) =>
  Promise.all(Array.from({ length: n }, () => api(path, { method: 'PUT', token: s.root.access_token, body })));

describe('a switch applies once, however many times the same request arrives at once', () => {
  it('20 parallel "developer mode on": one developer fee, one log row, every answer the state it is in', async () => {
    const a = await freshAgency();
    const answers = await burst(20, '/api/configuration/agency/developer-mode', { companyID: a.id, api_mode: 'T', agree: true });
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    // This agency has no card yet, so the fee the one switching request charges fails (orange); answers given before that say blue.
    for (const r of answers) expect(r.body).toMatchObject({ result: 'success', api_mode: 'T', colour: expect.stringMatching(/^(blue|orange)$/) });
    expect((await events(a.id)).filter((e) => e === 'developer_fee')).toHaveLength(1);
    expect((await billingAudits(a.id)).filter((r) => r.description.startsWith('API developer mode turned'))).toHaveLength(1);
    expect((await db().entities.invoice.query.byCompany({ rootId: s.root.companyId, companyId: a.id }).go()).data.filter((i) => i.kind === 'developer_fee')).toHaveLength(1);
  });

  it('20 parallel "manual bill on": one wholesale billing event, one log row', async () => {
    const a = await freshAgency();
    const answers = await burst(20, '/api/configuration/agency/manual-bill', { companyID: a.id, manualBill: 'T' });
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await events(a.id)).toEqual(['manual_bill_on']);
    expect(await billingAudits(a.id)).toHaveLength(1);
    expect((await row(a.id))?.manual_bill).toBe('T');
  });

  it('20 parallel minimum-spend "exclude": excluded, one log row', async () => {
    const a = await freshAgency();
    const answers = await burst(20, '/api/configuration/agency/exclude-include-minimum-spend', { CompanyID: a.id, exclude_minimum_spend: 1 });
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of answers) expect(r.body).toMatchObject({ exclude_minimum_spend: 1 });
    expect((await row(a.id))?.exclude_minimum_spend).toBe(1);
    expect(await billingAudits(a.id)).toHaveLength(1);
  });

  it('20 parallel settlements of one failed payment: settled once, one event', async () => {
    const a = await freshAgency();
    await db().entities.company.patch({ rootId: s.root.companyId, companyId: a.id }).set({ paymentStatus: 'failed' }).go();
    const answers = await burst(20, '/api/general/manual-bill-settlement', { userID: a.user_id });
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await events(a.id)).toEqual(['manual_settlement']);
    expect(await billingAudits(a.id)).toHaveLength(1);
  });

  it('20 parallel onboarding charges of one amount: one event, one log row', async () => {
    const a = await freshAgency();
    const answers = await burst(20, '/api/configuration/onboarding/set', { CompanyID: a.id, amount: '250', enable_coupon: 'T' });
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await events(a.id)).toEqual(['onboarding_fee_set']);
    expect(await billingAudits(a.id)).toHaveLength(1);
  });
});

describe('payment failed: the red card icon is cleared by manual settlement', () => {
  it('settles a failed payment once', async () => {
    const a = await freshAgency();
    await db().entities.company.patch({ rootId: s.root.companyId, companyId: a.id }).set({ paymentStatus: 'failed' }).go();
    expect((await row(a.id))?.payment_status).toBe('failed');
    const res = await api('/api/general/manual-bill-settlement', { method: 'PUT', token: s.root.access_token, body: { userID: a.user_id } });
    expect(res.body).toEqual({ result: 'success', message: 'Manual Bill Settlement has been successfully processed.' });
    expect((await row(a.id))?.payment_status).toBe('ok');
    expect(await events(a.id)).toContain('manual_settlement');
    expect((await api('/api/general/manual-bill-settlement', { method: 'PUT', token: s.root.access_token, body: { userID: a.user_id } })).status).toBe(409);
  });
});

describe('onboarding charge', () => {
  it.each([
    ['0.5', 'Amount can not be less than or equal to 0.5.'],
    ['-2', 'Amount cannot be negative.'],
    ['ten', 'Please enter a valid amount.'],
  ])('%s is refused: %s', async (amount, message) => {
    const a = await freshAgency();
    const res = await api<{ errors: Record<string, string[]> }>('/api/configuration/onboarding/set', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.id, amount, enable_coupon: 'F' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual([message]);
  });

  it('0 disables it; an amount above 0.5 sets it', async () => {
    const a = await freshAgency();
    expect((await api('/api/configuration/onboarding/set', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.id, amount: '0', enable_coupon: 'F' } })).body).toMatchObject({ status: 'disabled', message: 'Setting has been saved.' });
    expect((await api('/api/configuration/onboarding/set', { method: 'PUT', token: s.root.access_token, body: { CompanyID: a.id, amount: '499.99', enable_coupon: 'T' } })).body).toMatchObject({ status: 'enabled' });
    expect((await api(`/api/configuration/onboarding/get/${a.id}`, { token: s.root.access_token })).body).toMatchObject({ data: { amount: '499.99', enable_coupon: 'T', available: true } });
  });
});

describe('API developer mode', () => {
  it('needs the terms agreed, turns blue with no key, and charges the fee again after being turned off', async () => {
    const a = await freshAgency();
    const refused = await api('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, api_mode: 'T' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Please click agree before you continue' });
    const on = await api('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, api_mode: 'T', agree: true } });
    // No card yet: the fee cannot be charged, so the developer state is orange until it is paid (payments/).
    expect(on.body).toMatchObject({ api_mode: 'T', colour: 'orange' });
    expect((await row(a.id))?.api_colour).toBe('orange');
    await api('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, api_mode: 'F' } });
    expect((await row(a.id))?.api_colour).toBe('gray');
    await api('/api/configuration/agency/developer-mode', { method: 'PUT', token: s.root.access_token, body: { companyID: a.id, api_mode: 'T' } });
    expect((await events(a.id)).filter((e) => e === 'developer_fee')).toHaveLength(2);
  });
});

describe('only the root, on its own tree; sales never', () => {
  it.each([
    ['PUT', '/api/configuration/agency/manual-bill', (id: string) => ({ companyID: id, manualBill: 'T' })],
    ['PUT', '/api/configuration/agency/exclude-include-minimum-spend', (id: string) => ({ CompanyID: id, exclude_minimum_spend: 1 })],
    ['PUT', '/api/configuration/onboarding/set', (id: string) => ({ CompanyID: id, amount: '0', enable_coupon: 'F' })],
    ['PUT', '/api/configuration/agency/developer-mode', (id: string) => ({ companyID: id, api_mode: 'F' })],
  ] as const)('%s %s', async (method, path, body) => {
    const a = await freshAgency();
    expect((await api(path, { method, token: s.sales.access_token, body: body(a.id) })).status).toBe(403);
    for (const who of ['agency', 'admin', 'globex', 'client'] as const) {
      expect((await api(path, { method, token: s[who].access_token, body: body(a.id) })).status, who).toBe(404);
    }
  });

  it('settlement by sales is refused', async () => {
    const a = await freshAgency();
    expect((await api('/api/general/manual-bill-settlement', { method: 'PUT', token: s.sales.access_token, body: { userID: a.user_id } })).status).toBe(403);
  });
});
