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

const FIELDS = {
  local: ['LeadspeekPlatformFee', 'LeadspeekCostperlead', 'LeadspeekCostperleadAdvanced', 'LeadspeekMinCostMonth'],
  locator: ['LocatorPlatformFee', 'LocatorCostperlead', 'LocatorMinCostMonth'],
  enhance: ['EnhancePlatformFee', 'EnhanceCostperlead', 'EnhanceMinCostMonth'],
  b2b: ['B2bPlatformFee', 'B2bCostperlead', 'B2bMinCostMonth'],
} as const;
const TERMS = ['Weekly', 'Monthly', 'OneTime', 'Prepaid'] as const;

/** A fresh agency, so its costs start empty and no other test writes them. */
async function freshAgency() {
  const sub = `cost${Date.now().toString(36)}`;
  const res = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
    token: s.root.access_token,
    body: { companyID: s.root.companyId, company_name: `Costs ${sub}`, name: 'Cost Owner', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  const id = res.body.data[0]?.id;
  if (!id) throw new Error(JSON.stringify(res.body));
  return id;
}

describe('saving costs changes only the fields sent', () => {
  it('50 parallel saves, each of a different field, keep all 50', async () => {
    const id = await freshAgency();
    const edits = Object.entries(FIELDS)
      .flatMap(([module, fields]) => TERMS.flatMap((term) => fields.map((field) => ({ module, term, field }))))
      .slice(0, 50)
      .map((e, i) => ({ ...e, value: `${20 + i}.${String(i).padStart(2, '0')}` }));
    expect(edits).toHaveLength(50);
    const answers = await Promise.all(edits.map((e) => put(s.root.access_token, id, { dpay: 'Monthly', costagency: { [e.module]: { [e.term]: { [e.field]: e.value } } } })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const got = (await get(s.root.access_token, id)).body;
    const lost = edits.filter((e) => got.costagency[e.module]?.[e.term]?.[e.field] !== e.value);
    expect(lost).toEqual([]);
    expect(got.dpay).toBe('Monthly');
  });

  it('a save without the payment term keeps the one stored', async () => {
    const id = await freshAgency();
    await put(s.root.access_token, id, { dpay: 'Prepaid', costagency: { local: { Weekly: { LeadspeekCostperlead: '1.00' } } } });
    expect((await put(s.root.access_token, id, { costagency: { local: { Weekly: { LeadspeekPlatformFee: '10' } } } })).status).toBe(200);
    const got = (await get(s.root.access_token, id)).body;
    expect(got.dpay).toBe('Prepaid');
    expect(got.costagency.local?.Weekly).toMatchObject({ LeadspeekCostperlead: '1.00', LeadspeekPlatformFee: '10.00' });
  });
});

describe('a cost save with nothing in it', () => {
  it.each([
    ['no module', {}],
    ['a module with no term', { local: {} }],
    ['a term with no field', { local: { Weekly: {} }, b2b: {} }],
  ])('%s and no payment term is refused (422) and nothing changes', async (_name, costagency) => {
    const id = await freshAgency();
    const before = (await get(s.root.access_token, id)).body;
    const res = await put(s.root.access_token, id, { costagency });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ costagency: ['Enter at least one cost or the payment term.'] });
    expect((await get(s.root.access_token, id)).body).toEqual(before);
  });

  it('a module the platform does not have is refused (422) and nothing changes', async () => {
    const id = await freshAgency();
    const before = (await get(s.root.access_token, id)).body;
    const res = await put(s.root.access_token, id, { dpay: 'Monthly', costagency: { social: { Weekly: { SocialCostperlead: '1' } } } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['costagency']);
    expect((await get(s.root.access_token, id)).body).toEqual(before);
  });

  it('the payment term alone is saved and every cost stays', async () => {
    const id = await freshAgency();
    await put(s.root.access_token, id, { dpay: 'Weekly', costagency: { local: { Weekly: { LeadspeekCostperlead: '2.00' } } } });
    expect((await put(s.root.access_token, id, { dpay: 'Prepaid', costagency: { local: {} } })).status).toBe(200);
    const got = (await get(s.root.access_token, id)).body;
    expect(got.dpay).toBe('Prepaid');
    expect(got.costagency.local?.Weekly?.LeadspeekCostperlead).toBe('2.00');
  });
});
