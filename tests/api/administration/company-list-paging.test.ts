import { createCompany, createUser, seedBulkTree } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../client.js';
import { useCore } from '../core.js';

type Row = { company_name: string; name: string; email: string; created_at: string; id: string; payment_status: string; direct_payment: string };
type List = { current_page: number; per_page: number; total: number; last_page: number; from: number | null; to: number | null; data: Row[] };

const AGENCIES = 120;
let token = '';
let rootId = '';

beforeAll(async () => {
  useCore();
  const host = `paging-${Date.now()}.test`;
  const root = await createCompany({ kind: 'root', name: 'Paging Platform', platformDomain: host });
  rootId = root.companyId;
  await createUser({ rootId, companyId: rootId, email: 'op@paging.test', name: 'Op', userType: 'userdownline', systemUser: true, password: 'Operator passphrase 1' });
  await seedBulkTree({ rootId, agencies: AGENCIES, clientsPerAgency: 2, prefix: 'Paging' });
  const res = await signIn('op@paging.test', host, 'Operator passphrase 1');
  token = res.body.access_token;
}, 120_000);

const list = async (query: string) => {
  const res = await api<List>(`/api/configuration/companies/${rootId}/children${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};

/** Every page of a sort, walked page by page. */
async function walk(sort: string, perPage: number) {
  const rows: Row[] = [];
  const first = await list(`?${sort}&per_page=${perPage}&page=1`);
  rows.push(...first.data);
  for (let p = 2; p <= first.last_page; p += 1) rows.push(...(await list(`?${sort}&per_page=${perPage}&page=${p}`)).data);
  return { first, rows };
}

/** The index order: lower-cased, by code unit. */
const cmp = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

describe('agency list: sorting cycles ascending, descending, none, on every column, page by page', () => {
  it.each([
    ['company_name', (r: Row) => r.company_name],
    ['full_name', (r: Row) => r.name],
    ['email', (r: Row) => r.email],
    ['created_at', (r: Row) => r.created_at],
  ] as const)('%s ascending and descending cover every agency once, in order', async (column, value) => {
    for (const order of ['asc', 'desc'] as const) {
      const { first, rows } = await walk(`sortby=${column}&order=${order}`, 25);
      expect(first).toMatchObject({ total: AGENCIES, last_page: 5, from: 1, to: 25 });
      expect(new Set(rows.map((r) => r.id)).size).toBe(AGENCIES);
      const values = rows.map(value);
      const sorted = [...values].sort(cmp);
      expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('no sort (the third click) shows the newest first', async () => {
    const { rows } = await walk('', 50);
    const created = rows.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('a later page says "Showing x to y of z entries" right', async () => {
    const p3 = await list('?sortby=company_name&order=asc&per_page=10&page=3');
    expect(p3).toMatchObject({ current_page: 3, from: 21, to: 30, total: AGENCIES, last_page: 12 });
    expect(p3.data[0]?.company_name).toBe('Paging Agency 00021');
  });

  it('a page past the end is empty, not an error', async () => {
    const res = await list('?per_page=10&page=99');
    expect(res).toMatchObject({ data: [], from: null, to: null, total: AGENCIES });
  });
});

describe('agency list: search and header filters', () => {
  it('search matches company name, full name or e-mail, case-insensitively', async () => {
    const byName = await list('?searchkey=AGENCY%2000042&per_page=100');
    expect(byName.data.map((r) => r.company_name)).toEqual(['Paging Agency 00042']);
    const byEmail = await list('?searchkey=owner7%40&per_page=100');
    expect(byEmail.data.map((r) => r.email).sort()).toEqual(['owner7@paging-agency.test']);
    expect(byEmail.total).toBe(1);
  });

  it('Payment Failed and Direct Payment filter the rows and the total', async () => {
    const failed = await list('?filters=payment_failed&per_page=100');
    expect(failed.total).toBe(Math.ceil(AGENCIES / 17));
    expect(failed.data.every((r) => r.payment_status === 'failed')).toBe(true);
    const both = await list('?filters=payment_failed,direct_payment&per_page=100');
    expect(both.data.every((r) => r.payment_status === 'failed' && r.direct_payment === 'T')).toBe(true);
    expect(both.total).toBe(both.data.length);
  });

  it('an agency row expands to its clients, 10 per page', async () => {
    const agencies = await list('?sortby=company_name&order=asc&per_page=1');
    const agencyId = agencies.data[0]?.id ?? '';
    const clients = await api<List>(`/api/configuration/companies/${agencyId}/children`, { token });
    expect(clients.body).toMatchObject({ total: 2, per_page: 10, from: 1, to: 2 });
  });
});
