import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
let root: S;
let agency: S;
let client: S;
let salesUserId = '';

beforeAll(async () => {
  [root, agency, client] = await Promise.all([session(...DEMO.root), session(...DEMO.agency), session(...DEMO.client)]);
  salesUserId = (await session(...DEMO.sales)).userId;
});

const putCost = (body: Record<string, unknown>) =>
  api<{ errors?: Record<string, string[]> }>('/api/configuration/user/costmodule', { method: 'PUT', token: agency.access_token, body: { companyID: client.companyId, module: 'b2b', ...body } });
const readCost = async () => (await api<{ data: Record<string, Record<string, unknown>> }>(`/api/configuration/user/costmodule/${client.companyId}`, { token: agency.access_token })).body.data.b2b;

describe('client costs refuse impossible dates and counts that are not plain whole numbers', () => {
  it.each([
    ['the 31st of February', { LimitLeadStart: '2026-02-31' }, 'LimitLeadStart'],
    ['month 13', { LimitLeadEnd: '2026-13-01' }, 'LimitLeadEnd'],
    ['day 00', { LimitLeadStart: '2026-01-00' }, 'LimitLeadStart'],
    ['a hexadecimal count', { LimitLead: '0x10' }, 'LimitLead'],
    ['an empty count', { CostMaxLead: '' }, 'CostMaxLead'],
    ['an exponent', { minimumLimitLeads: '1e3' }, 'minimumLimitLeads'],
    ['a fraction', { LimitLead: 2.5 }, 'LimitLead'],
    ['a boolean', { LimitLead: true }, 'LimitLead'],
  ])('%s is refused and nothing is saved', async (_name, over, field) => {
    const before = await readCost();
    const res = await putCost(over);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
    expect(await readCost()).toEqual(before);
  });

  it('a real date and counts as digits (string or number) are saved', async () => {
    const res = await putCost({ LimitLeadStart: '2028-02-29', LimitLeadEnd: '2028-03-01', LimitLead: '40', minimumLimitLeads: 4, CostMaxLead: '0' });
    expect(res.status).toBe(200);
    expect(await readCost()).toMatchObject({ LimitLeadStart: '2028-02-29', LimitLeadEnd: '2028-03-01', LimitLead: 40, minimumLimitLeads: 4 });
  });
});

describe('Set Sales Person: a role left out of the request stays as it is', () => {
  it('sending only the sales rep keeps the account executive; null clears it', async () => {
    const set = (body: Record<string, unknown>) => api('/api/configuration/sales', { method: 'PUT', token: root.access_token, body: { companyID: agency.companyId, ...body } });
    const row = async () =>
      (await api<{ data: { accountexecutiveid: string | null; salesrepid: string | null; accountrefid: string | null }[] }>(`/api/configuration/companies/${root.companyId}/children?searchkey=acme`, { token: root.access_token })).body.data[0];
    const seeded = await row();
    expect((await set({ salesAE: salesUserId })).status).toBe(200);
    expect((await row())?.accountexecutiveid).toBe(salesUserId);
    expect((await set({ salesRep: salesUserId })).status).toBe(200);
    expect(await row()).toMatchObject({ accountexecutiveid: salesUserId, salesrepid: salesUserId });
    expect((await set({ salesRep: null, salesAE: null })).status).toBe(200);
    expect(await row()).toMatchObject({ accountexecutiveid: null, salesrepid: null });
    // Put the demo's assignment back: other tests rely on the seeded sales person's reach.
    expect((await set({ salesRep: seeded?.salesrepid ?? null, salesAE: seeded?.accountexecutiveid ?? null, salesRef: seeded?.accountrefid ?? null })).status).toBe(200);
    expect(await row()).toMatchObject({ accountexecutiveid: seeded?.accountexecutiveid, salesrepid: seeded?.salesrepid });
  });
});
