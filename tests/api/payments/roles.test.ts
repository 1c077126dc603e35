import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type Role = keyof typeof DEMO;
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<Role, S>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as Role[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const ROLES: Role[] = ['root', 'sales', 'agency', 'admin', 'client', 'globex', 'client2'];
const status = async (who: Role, path: string, opts: { method?: string; body?: unknown } = {}) =>
  (await api(path, { token: s[who].access_token, ...opts })).status;

/** Each payments path as each demo role: who may, who is refused (403), and whose ids are out of reach (404). */
describe('each payments path as each demo role', () => {
  it('Card Setting (GET /payment/card): payers and their staff; not the platform or sales', async () => {
    const expected: Record<Role, number> = { root: 403, sales: 403, agency: 200, admin: 200, client: 200, globex: 200, client2: 200 };
    for (const who of ROLES) expect(await status(who, '/api/payment/card'), who).toBe(expected[who]);
  });

  it('Acme’s connected account: the platform, Acme’s sales person and staff; not its client (its own id instead) or Globex', async () => {
    const expected: Record<Role, number> = { root: 200, sales: 200, agency: 200, admin: 200, client: 404, globex: 404, client2: 404 };
    for (const who of ROLES) expect(await status(who, `/api/general/check-connected-account/${s.agency.companyId}`), who).toBe(expected[who]);
    expect(await status('client', `/api/general/check-connected-account/${s.client.companyId}`)).toBe(200);
  });

  it('Acme’s invoices: the platform, its sales person and its staff; not its client or Globex', async () => {
    const expected: Record<Role, number> = { root: 200, sales: 200, agency: 200, admin: 200, client: 404, globex: 404, client2: 404 };
    for (const who of ROLES) expect(await status(who, `/api/billing/invoices/${s.agency.companyId}`), who).toBe(expected[who]);
  });

  it('Bob’s Bakery’s invoices and failed-payment choice: readable by Bob, Acme and the platform; Globex 404', async () => {
    const expected: Record<Role, number> = { root: 200, sales: 200, agency: 200, admin: 200, client: 200, globex: 404, client2: 404 };
    for (const who of ROLES) {
      expect(await status(who, `/api/billing/invoices/${s.client.companyId}`), who).toBe(expected[who]);
      expect(await status(who, `/api/configuration/client/${s.client.companyId}/failed-payment-action`), who).toBe(expected[who]);
    }
  });

  it('get-coupon: agencies only (already onboarded demo agencies: nothing to apply it to)', async () => {
    const expected: Record<Role, number> = { root: 403, sales: 403, agency: 422, admin: 422, client: 403, globex: 422, client2: 403 };
    for (const who of ROLES) expect(await status(who, '/api/configuration/coupon/get-coupon', { body: { coupon_code: 'WELCOME50' } }), who).toBe(expected[who]);
  });

  it('a sales commission account: sales only', async () => {
    for (const who of ROLES.filter((r) => r !== 'sales')) expect(await status(who, '/api/general/create-sales-connected-account', { body: {} }), who).toBe(403);
  });

  it('set-billing-method: the agency’s staff; clients, the platform and sales are refused', async () => {
    const expected: Record<Role, number> = { root: 403, sales: 403, agency: 200, admin: 200, client: 403, globex: 200, client2: 403 };
    for (const who of ROLES) expect(await status(who, '/api/payment/set-billing-method', { method: 'PUT', body: { billing_method: 'card' } }), who).toBe(expected[who]);
  });

  it('Retry payment with nothing owed: 409 for payers, 403 for the platform and sales', async () => {
    const expected: Record<Role, number> = { root: 403, sales: 403, agency: 409, admin: 409, client: 409, globex: 409, client2: 409 };
    for (const who of ROLES) expect(await status(who, '/api/payment/retry', { body: {} }), who).toBe(expected[who]);
  });

  it('without a token every payments path is 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/payment/card'],
      ['POST', '/api/payment/customer'],
      ['GET', `/api/general/check-connected-account/${s.agency.companyId}`],
      ['GET', `/api/billing/invoices/${s.agency.companyId}`],
    ] as const) {
      expect((await api(path, { method, ...(method === 'POST' ? { body: {} } : {}) })).status).toBe(401);
    }
  });
});
