import { db } from '@platform/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { newClientOf } from '../campaigns/helpers.js';
import { newAgency } from '../payments/gateway.js';

// Agencies, clients and wallets made through the API: more than the default on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

type S = Awaited<ReturnType<typeof session>>;
let root: S;
let sales: S;

beforeAll(async () => {
  useCore();
  root = await session(DEMO.root[0], DEMO.root[1]);
  sales = await session(DEMO.sales[0], DEMO.sales[1]);
});

const setBeta = (token: string, body: Record<string, unknown>) => api<{ beta_features: string[]; errors?: Record<string, string[]> }>('/api/configuration/agency/beta-features', { method: 'PUT', token, body });
const betasOf = async (id: string) => [...((await db().entities.company.get({ rootId: root.companyId, companyId: id }).go({ consistent: true })).data?.betaFeatures ?? [])].sort();
const wallet = (token: string, clientId: string) => api(`/api/configuration/agencies/prepaid/${clientId}`, { token });
const setupCheck = (a: { userId: string; access_token: string }) => api<{ isBeta: boolean; betaFeature: { data_wallet: { beta_account?: boolean } } }>(`/api/user/checksetupcomplete/${a.userId}`, { token: a.access_token });

describe('Beta features: the root opens the data wallet to one agency', () => {
  it('off, its client’s wallet is refused and the menu rule says no; on, both open; off again, closed again', async () => {
    const a = await newAgency('beta');
    const client = await newClientOf(a.access_token, a.companyId);
    expect((await wallet(a.access_token, client.id)).status).toBe(403);
    expect((await setupCheck(a)).body).toMatchObject({ isBeta: false, betaFeature: { data_wallet: { beta_account: false } } });

    const on = await setBeta(root.access_token, { company_id: a.companyId, b2b_module: 'F', data_wallet: 'T' });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.beta_features).toEqual(['data_wallet']);
    expect(await betasOf(a.companyId)).toEqual(['data_wallet']);
    expect((await wallet(a.access_token, client.id)).status).toBe(200);
    expect((await setupCheck(a)).body).toMatchObject({ isBeta: true, betaFeature: { data_wallet: { beta_account: true } } });
    const row = await api<{ data: { id: string; beta_features: string[] }[] }>(`/api/configuration/companies/${root.companyId}/children?searchkey=${encodeURIComponent(a.email)}`, { token: root.access_token });
    expect(row.body.data.find((r) => r.id === a.companyId)?.beta_features).toEqual(['data_wallet']);

    await setBeta(root.access_token, { company_id: a.companyId, b2b_module: 'F', data_wallet: 'F' });
    expect(await betasOf(a.companyId)).toEqual([]);
    expect((await wallet(a.access_token, client.id)).status).toBe(403);
  });

  it('the same state again, even at once, logs one change', async () => {
    const a = await newAgency('betarep');
    const body = { company_id: a.companyId, b2b_module: 'T', data_wallet: 'T' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => setBeta(root.access_token, body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await betasOf(a.companyId)).toEqual(['b2b_module', 'data_wallet']);
    const logs = (await db().entities.audit.query.byCompany({ rootId: root.companyId, companyId: a.companyId }).go({ pages: 'all' })).data.filter((r) => r.description.startsWith('Beta features'));
    expect(logs).toHaveLength(1);
  });
});

describe('Beta features are the root operators’ only, and bad input changes nothing', () => {
  it('sales 403; the agency itself 404; another agency’s client 404; a missing switch 422', async () => {
    const a = await newAgency('betarole');
    const client = await newClientOf(a.access_token, a.companyId);
    const body = { company_id: a.companyId, b2b_module: 'T', data_wallet: 'T' };
    expect((await setBeta(sales.access_token, body)).status).toBe(403);
    expect((await setBeta(a.access_token, body)).status).toBe(404);
    expect((await setBeta(root.access_token, { ...body, company_id: client.id })).status).toBe(404);
    const bad = await setBeta(root.access_token, { company_id: a.companyId, data_wallet: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['b2b_module', 'data_wallet']);
    expect(await betasOf(a.companyId)).toEqual([]);
  });
});
