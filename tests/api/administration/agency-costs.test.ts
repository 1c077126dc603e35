import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
type Costs = { costagency: Record<string, Record<string, Record<string, string>>>; rootcostagency: Record<string, Record<string, Record<string, string>>>; dpay: string };

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const put = (token: string, companyId: string, body: unknown) => api<{ message: string; errors?: Record<string, string[]> }>(`/api/configuration/costagency/${companyId}`, { method: 'PUT', token, body });
const get = (token: string, companyId: string) => api<Costs>(`/api/configuration/costagency/${companyId}`, { token });

describe('Set Cost for Agency', () => {
  it('root sets the platform floor and Globex’s costs, which persist as cents-exact strings with Prepaid filled with zeros', async () => {
    const rootId = s.root.companyId;
    expect((await put(s.root.access_token, rootId, { dpay: 'Weekly', costagency: { enhance: { Weekly: { EnhanceCostperlead: '0.50' } }, b2b: { Monthly: { B2bCostperlead: '1.25' } } } })).status).toBe(200);
    const res = await put(s.root.access_token, s.globex.companyId, {
      dpay: 'Monthly',
      costagency: { local: { Monthly: { LeadspeekPlatformFee: '199', LeadspeekCostperlead: '0.35', LeadspeekCostperleadAdvanced: '0.6', LeadspeekMinCostMonth: '49.99' } }, enhance: { Weekly: { EnhanceCostperlead: '0.5' } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your settings have been saved.');
    const got = await get(s.root.access_token, s.globex.companyId);
    expect(got.body.dpay).toBe('Monthly');
    expect(got.body.costagency.local?.Monthly).toEqual({ LeadspeekPlatformFee: '199.00', LeadspeekCostperlead: '0.35', LeadspeekCostperleadAdvanced: '0.60', LeadspeekMinCostMonth: '49.99' });
    expect(got.body.costagency.local?.Prepaid).toEqual({ LeadspeekPlatformFee: '0.00', LeadspeekCostperlead: '0.00', LeadspeekCostperleadAdvanced: '0.00', LeadspeekMinCostMonth: '0.00' });
    expect(got.body.rootcostagency.enhance?.Weekly?.EnhanceCostperlead).toBe('0.50');
    // The agency itself reads its own costs.
    expect((await get(s.globex.access_token, s.globex.companyId)).body.costagency.local?.Monthly?.LeadspeekCostperlead).toBe('0.35');
  });

  it('enhance and b2b cost per lead below the root’s cost for that term is refused with the minimum, and nothing changes', async () => {
    await put(s.root.access_token, s.root.companyId, { dpay: 'Weekly', costagency: { b2b: { Monthly: { B2bCostperlead: '1.25' } } } });
    const before = await get(s.root.access_token, s.agency.companyId);
    const res = await put(s.root.access_token, s.agency.companyId, { dpay: 'Monthly', costagency: { b2b: { Monthly: { B2bCostperlead: '1.00' } }, local: { Monthly: { LeadspeekCostperlead: '9' } } } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('*Cost Per Lead Minimum $1.25');
    expect(res.body.errors).toEqual({ 'costagency.b2b.Monthly.B2bCostperlead': ['*Cost Per Lead Minimum $1.25'] });
    expect((await get(s.root.access_token, s.agency.companyId)).body).toEqual(before.body);
  });

  it.each([
    ['a negative amount', { local: { Weekly: { LeadspeekCostperlead: '-1' } } }],
    ['three decimals', { local: { Weekly: { LeadspeekCostperlead: '0.355' } } }],
    ['a field of another module', { enhance: { Weekly: { LeadspeekCostperlead: '1' } } }],
    ['an unknown term', { local: { Daily: { LeadspeekCostperlead: '1' } } }],
  ])('%s is refused', async (_name, costagency) => {
    expect((await put(s.root.access_token, s.agency.companyId, { dpay: 'Weekly', costagency })).status).toBe(422);
  });

  it.each(['agency', 'admin', 'sales', 'globex', 'client'] as const)('%s cannot set Acme’s costs', async (who) => {
    const res = await put(s[who].access_token, s.agency.companyId, { dpay: 'Weekly', costagency: { local: { Weekly: { LeadspeekCostperlead: '0' } } } });
    expect([403, 404]).toContain(res.status);
  });

  it.each(['globex', 'client2', 'client', 'sales'] as const)('%s cannot read Acme’s costs', async (who) => {
    expect((await get(s[who].access_token, s.agency.companyId)).status).toBe(404);
  });
});
