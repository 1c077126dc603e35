import { createUser } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session, signIn } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let plainSales = { userId: '', email: '' };

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  const email = `rep-${Date.now()}@demo.test`;
  const u = await createUser({ rootId: s.root.companyId, companyId: s.root.companyId, email, name: 'Pat Plainrep', userType: 'sales', password: 'Sales passphrase 1' });
  plainSales = { userId: u.userId, email };
});

const setSales = (token: string, body: Record<string, unknown>) => api<{ errors?: Record<string, string[]> }>('/api/configuration/sales', { method: 'PUT', token, body });
const downline = async (token: string) =>
  (await api<{ data: { company_name: string }[] }>(`/api/configuration/companies/${s.root.companyId}/children?per_page=100`, { token })).body.data.map((r) => r.company_name);

describe('Set Sales Person', () => {
  it('the sales list has the platform’s sales people', async () => {
    const res = await api<{ params: { id: string; name: string; isAccExecutive: string }[] }>('/api/configuration/sales/list', { token: s.root.access_token });
    expect(res.body.params).toContainEqual({ id: s.sales.userId, name: 'Sam Sales', isAccExecutive: 'T' });
    expect(res.body.params).toContainEqual({ id: plainSales.userId, name: 'Pat Plainrep', isAccExecutive: 'F' });
  });

  it('assigning a sales rep puts the agency in their downline; clearing it takes it out', async () => {
    const rep = (await signIn(plainSales.email, 'localhost', 'Sales passphrase 1')).body.access_token;
    expect(await downline(rep)).toEqual([]);
    expect((await setSales(s.root.access_token, { companyID: s.globex.companyId, salesRep: plainSales.userId })).status).toBe(200);
    expect(await downline(rep)).toEqual(['Globex Agency']);
    const row = await api<{ data: { salesrepid: string | null }[] }>(`/api/configuration/companies/${s.root.companyId}/children?searchkey=globex`, { token: s.root.access_token });
    expect(row.body.data[0]?.salesrepid).toBe(plainSales.userId);
    expect((await setSales(s.root.access_token, { companyID: s.globex.companyId, salesRep: null })).status).toBe(200);
    expect(await downline(rep)).toEqual([]);
  });

  it('the account executive must carry the account-executive flag', async () => {
    const res = await setSales(s.root.access_token, { companyID: s.globex.companyId, salesAE: plainSales.userId });
    expect(res.status).toBe(422);
    expect(res.body.errors?.salesAE).toEqual(['This sales person is not an account executive.']);
  });

  it('only the platform’s sales people can be chosen', async () => {
    const res = await setSales(s.root.access_token, { companyID: s.globex.companyId, salesRef: s.agency.userId });
    expect(res.status).toBe(422);
    expect(res.body.errors?.salesRef).toBeDefined();
  });

  it('sales users cannot assign sales people (API-enforced)', async () => {
    expect((await setSales(s.sales.access_token, { companyID: s.agency.companyId, salesRep: s.sales.userId })).status).toBe(403);
    expect((await api('/api/configuration/sales/list', { token: s.sales.access_token })).status).toBe(403);
  });

  it.each(['agency', 'admin', 'client', 'globex'] as const)('%s cannot either', async (who) => {
    expect((await setSales(s[who].access_token, { companyID: s.agency.companyId, salesRep: s.sales.userId })).status).toBe(404);
  });
});
