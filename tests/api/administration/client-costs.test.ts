import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const put = (token: string, body: Record<string, unknown>) => api<{ errors?: Record<string, string[]> }>('/api/configuration/user/costmodule', { method: 'PUT', token, body });

describe('an agency prices a client per module', () => {
  it('sets and reads back the client cost-module fields, money exact to the cent', async () => {
    const res = await put(s.agency.access_token, { companyID: s.client.companyId, module: 'local', PaymentTerm: 'Monthly', CostSet: '1.10', CostSetAdvanced: '1.5', CostMonth: '299', PlatformFee: '49.99', LimitLead: 100, LimitLeadFreq: 'day', minimumLimitLeads: 10, LimitLeadStart: '2026-12-01', LimitLeadEnd: '2026-12-31' });
    expect(res.status).toBe(200);
    const got = await api<{ data: Record<string, Record<string, unknown>> }>(`/api/configuration/user/costmodule/${s.client.companyId}`, { token: s.admin.access_token });
    expect(got.body.data.local).toMatchObject({ PaymentTerm: 'Monthly', CostSet: '1.10', CostSetAdvanced: '1.50', CostMonth: '299.00', PlatformFee: '49.99', LimitLead: 100, minimumLimitLeads: 10 });
  });

  it.each([
    ['a negative price', { CostSet: '-1' }, 'CostSet'],
    ['an end date before the start', { LimitLeadStart: '2026-12-31', LimitLeadEnd: '2026-12-01' }, 'LimitLeadEnd'],
    ['a minimum above the lead limit', { LimitLead: 5, minimumLimitLeads: 6 }, 'minimumLimitLeads'],
  ])('%s is refused', async (_name, over, field) => {
    const res = await put(s.agency.access_token, { companyID: s.client.companyId, module: 'locator', ...over });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it.each([
    ['Globex', 'globex', 404],
    ['Globex’s client', 'client2', 404],
    ['the client itself (its own company, but not its to price)', 'client', 403],
    ['sales', 'sales', 403],
  ] as const)('%s cannot price Acme’s client', async (_name, who, status) => {
    expect((await put(s[who].access_token, { companyID: s.client.companyId, module: 'local', CostSet: '0' })).status).toBe(status);
  });

  it('an agency is not priced here (only clients)', async () => {
    expect((await put(s.root.access_token, { companyID: s.agency.companyId, module: 'local' })).status).toBe(404);
  });
});
