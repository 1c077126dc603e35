import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type List = { current_page: number; total: number; last_page: number; from: number | null; to: number | null; data: { company_name: string; name: string; email: string; user_type: string; id: string }[] };
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let rootId = '';

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  rootId = s.root.companyId;
});

const list = (token: string, companyId: string, query = '') => api<List>(`/api/configuration/companies/${companyId}/children${query}`, { token });

describe('Agency List: the root’s agencies', () => {
  it('the root system user sees Acme and Globex with owner name and e-mail', async () => {
    const res = await list(s.root.access_token, rootId, '?sortby=company_name&order=asc&per_page=100');
    expect(res.status).toBe(200);
    const acme = res.body.data.find((r) => r.company_name === 'Acme Agency');
    expect(acme).toMatchObject({ name: 'Alice Acme', email: 'agency@demo.test', user_type: 'userdownline' });
    const names = res.body.data.map((r) => r.company_name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('sales get their own downline list: only the agencies assigned to them', async () => {
    const res = await list(s.sales.access_token, rootId);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.company_name)).toEqual(['Acme Agency']);
    expect(res.body).toMatchObject({ total: 1, from: 1, to: 1, last_page: 1 });
  });

  it.each(['agency', 'admin', 'client', 'globex', 'client2'] as const)('%s gets 404 (agency-list is for system users and sales)', async (who) => {
    const res = await list(s[who].access_token, rootId);
    expect(res.status).toBe(404);
  });
});

describe('an agency’s clients (Client Management, an expanded agency row)', () => {
  it.each(['root', 'agency', 'admin', 'sales'] as const)('%s sees Acme’s clients', async (who) => {
    // Other tests add Acme clients too: find the demo one by search rather than by position.
    const res = await list(s[who].access_token, s.agency.companyId, '?searchkey=bakery&per_page=100');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.company_name)).toContain("Bob's Bakery");
    expect(res.body.data.every((r) => r.user_type === 'client')).toBe(true);
  });

  it.each(['globex', 'client2', 'client'] as const)('%s cannot list Acme’s clients', async (who) => {
    expect((await list(s[who].access_token, s.agency.companyId)).status).toBe(404);
  });

  it('a client’s company has no children list', async () => {
    expect((await list(s.root.access_token, s.client.companyId)).status).toBe(404);
  });

  it('bad query values are refused', async () => {
    expect((await list(s.root.access_token, rootId, '?sortby=password')).status).toBe(422);
    expect((await list(s.root.access_token, rootId, '?page=0')).status).toBe(422);
    expect((await list(s.root.access_token, rootId, '?filters=everything')).status).toBe(422);
  });
});
