import { readFileSync } from 'node:fs';
import { routes } from '../../../packages/functions/src/routes.js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

/**
 * The isolation rule (docs/decisions.md, API shape) for every administration route of the manifest: Globex's
 * users and Acme's own client, given Acme's company, user and role ids in valid requests, are refused (403 or
 * 404) and nothing is answered. A new administration route with an id must be listed here, or the first test
 * fails.
 */
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let acme = { companyId: '', ownerId: '', adminId: '', clientCompanyId: '', roleId: '' };

const ADMIN_AREA = /^\/api\/(configuration|general|leadspeek)\//;
/** Routes of the area that take no company, user or role id (their own company comes from the session). */
const NO_ID = new Set(['PUT /api/leadspeek/user/setupcomplete', 'GET /api/configuration/log-category', 'GET /api/configuration/sales/list', 'POST /api/configuration/coupon/get-coupon', 'POST /api/general/create-sales-connected-account', 'GET /api/general/state', 'GET /api/general/state/{state}/cities', 'GET /api/general/enhance/location', 'GET /api/leadspeek/keyword-to-tags', 'GET /api/leadspeek/list-advance-information/{type}', 'GET /api/configuration/get-under-perform-campaigns',
  // The root's reports: the platform comes from the session; every other tenant's 404 is tried in tests/api/reports/reports.test.ts.
  'GET /api/configuration/report-analytics/{start}/{end}', 'GET /api/configuration/root-revenue/{start}/{end}', 'GET /api/configuration/agencies-report', 'GET /api/configuration/root/list',
  // The platform's coupons: the platform comes from the session; agencies and clients are refused in tests/api/payments/coupon-admin.test.ts.
  'GET /api/configuration/coupons', 'POST /api/configuration/coupons', 'PUT /api/configuration/coupons/{code}']);

/**
 * Routes under the same prefixes that belong to capabilities where Acme's own client may act (its
 * campaigns, leads, wallet and exclusion lists), so this sweep's "Acme's client is refused" does
 * not hold for them: each is tried with Globex's users on Acme's ids in its capability's own file.
 */
const OWN_ISOLATION_TESTS: [RegExp, string][] = [
  [/^\/api\/leadspeek\/client\/resendgooglelink$/, 'tests/api/integrations/google-sheets.test.ts'],
  [/^\/api\/leadspeek\/(client|getcampaign)\//, 'tests/api/campaigns/campaigns.test.ts'],
  [/^\/api\/leadspeek\/getcampaignresource\//, 'tests/api/campaigns/groups-organizations.test.ts'],
  [/^\/api\/leadspeek\/report\/(chart|initdate|invoice)\//, 'tests/api/reports-leads/campaign-reports.test.ts'],
  [/^\/api\/leadspeek\/(report|leads|dashboard)\//, 'tests/api/campaigns/leads-and-dashboard.test.ts'],
  [/^\/api\/leadspeek\/check-embed-code$/, 'tests/api/leads/routes.test.ts'],
  [/^\/api\/leadspeek\/suppressionlist\//, 'tests/api/exclusions/access.test.ts'],
  [/^\/api\/configuration\/agencies\/prepaid\//, 'tests/api/wallet/wallet-access.test.ts'],
];
const ownFile = (path: string) => OWN_ISOLATION_TESTS.find(([re]) => re.test(path))?.[1];

const flags = { enable: 'T', create: 'T', update: 'T', delete: 'T' };
/** A request each route would accept from Acme's own staff: only whose ids they are differs. */
function request(route: { method: string; path: string }): { path: string; body?: Record<string, unknown> } {
  const path = route.path
    .replace('{companyId}', route.path.includes('/user/remove/') || route.path.includes('/user/costmodule/') ? acme.clientCompanyId : acme.companyId)
    .replace('{userId}', route.path.includes('/user/remove/') ? acme.ownerId : acme.adminId)
    .replace('{roleId}', acme.roleId)
    .replace('{documentType}', 'default_agency')
    .replace('{file}', 'logo.png')
    .replace('/reset-payment-connection/' + acme.companyId + '/{type}', '/reset-payment-connection/' + acme.companyId + '/agency');
  const a = acme.companyId;
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/configuration/user/create': { companyID: a, company_name: 'Intruder Client', name: 'In Truder', email: `intruder-${Date.now()}@evil.test` },
    'PUT /api/configuration/user/update': { ClientID: acme.clientCompanyId, company_name: 'Hijacked', name: 'In Truder', email: 'client@demo.test', phonenum: '2015550123' },
    'POST /api/configuration/user/resendinvitation': { companyID: acme.clientCompanyId },
    'PUT /api/configuration/costagency/{companyId}': { dpay: 'Weekly', costagency: { local: { Weekly: { LeadspeekCostperlead: '0.01' } } } },
    'PUT /api/configuration/sales': { companyID: a, salesRep: null },
    'PUT /api/configuration/agency/manual-bill': { companyID: a, manualBill: 'T' },
    'PUT /api/configuration/agency/exclude-include-minimum-spend': { CompanyID: a, exclude_minimum_spend: 1 },
    'PUT /api/general/manual-bill-settlement': { userID: acme.ownerId },
    'PUT /api/configuration/onboarding/set': { CompanyID: a, amount: 0 },
    'PUT /api/configuration/agency/developer-mode': { companyID: a, api_mode: 'F' },
    'PUT /api/configuration/agency/beta-features': { company_id: a, b2b_module: 'T', data_wallet: 'T' },
    'PUT /api/configuration/package': { company_id: a, package_id: 'FREE' },
    'PUT /api/configuration/cancel-subscription': { company_id: a },
    'PUT /api/configuration/role-module/addupdate': { companyID: a, roleID: acme.roleId, roleName: 'Hijacked', modules: { adsDesign: flags, campaign: flags, leadsPeek: flags, settings: flags } },
    'PUT /api/configuration/setting/{companyId}': { timezone: 'Asia/Tokyo' },
    'POST /api/configuration/setting/{companyId}/test-email': { to: 'intruder@evil.test' },
    'POST /api/configuration/setting/{companyId}/logo-upload': { content_type: 'image/png', size: 100 },
    'POST /api/configuration/administrators': { companyID: a, name: 'In Truder', email: `intruder-admin-${Date.now()}@evil.test` },
    'PUT /api/configuration/administrators/{userId}': { name: 'Hijacked', status: 'inactive' },
    'PUT /api/configuration/agreement-template': { companyID: a, document_type: 'default_agency', html: '<p>Hijacked</p>' },
    'PUT /api/configuration/platform-document': { document_name: 'term-of-use', html: '<p>Hijacked</p>' },
    'POST /api/configuration/agreement/file': { company_id: acme.clientCompanyId, document_type: 'default_client' },
    'PUT /api/configuration/user/costmodule': { companyID: acme.clientCompanyId, module: 'local', CostSet: '0.01' },
    'POST /api/configuration/sales-accounts': { companyID: a, name: 'In Truder', email: `intruder-sales-${Date.now()}@evil.test` },
    'PUT /api/configuration/sales-accounts/{userId}': { name: 'Hijacked', isAccExecutive: 'F' },
    'POST /api/leadspeek/check-campaign-active': { company_id: a, leadspeek_type: 'local' },
    'PUT /api/configuration/client/{companyId}/failed-payment-action': { action: 'run' },
    'PUT /api/configuration/client/disable-add-campaign': { company_id: acme.clientCompanyId, disable_client_add_campaign: 'T' },
    'POST /api/general/create-connected-account': { company_id: a },
    'POST /api/general/get-connected-account-link': { company_id: a },
    'POST /api/general/get-existing-connected-account-link': { company_id: a },
  };
  const key = `${route.method} ${route.path}`;
  return { path, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: bodies[key] ?? {} }) };
}

const areaRoutes = routes.filter((r) => ADMIN_AREA.test(r.path) && !NO_ID.has(`${r.method} ${r.path}`));
const adminRoutes = areaRoutes.filter((r) => !ownFile(r.path));
const elsewhere = areaRoutes.filter((r) => ownFile(r.path));

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  // Other files add Acme clients too: find the demo one by search rather than on the first page.
  const clients = await api<{ data: { id: string; company_name: string }[] }>(`/api/configuration/companies/${s.agency.companyId}/children?searchkey=bakery&per_page=100`, { token: s.agency.access_token });
  const role = await api<{ roleID: string }>('/api/configuration/role-module/addupdate', {
    method: 'PUT',
    token: s.agency.access_token,
    body: { companyID: s.agency.companyId, roleName: `Sweep ${Date.now()}`, modules: { adsDesign: flags, campaign: flags, leadsPeek: flags, settings: flags } },
  });
  acme = {
    companyId: s.agency.companyId,
    ownerId: s.agency.userId,
    adminId: s.admin.userId,
    clientCompanyId: clients.body.data.find((c) => c.company_name === "Bob's Bakery")?.id ?? '',
    roleId: role.body.roleID,
  };
});

describe('every administration route refuses another tenant’s ids', () => {
  it('each route of the area with an id has a valid request here (a new route must be added)', () => {
    const missing = adminRoutes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && Object.keys(request(r).body ?? {}).length === 0).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(adminRoutes.length).toBeGreaterThan(30);
  });

  it('each route of the area tested elsewhere is tried there with Globex on Acme’s ids', () => {
    const untested = elsewhere.filter((r) => {
      const file = readFileSync(ownFile(r.path) as string, 'utf8');
      // The route's last fixed segment (activepause, charge, history...): files build paths with helpers.
      const name = r.path.split('/').filter((p) => p && !p.startsWith('{')).at(-1) as string;
      return !/globex/i.test(file) || !file.toLowerCase().includes(name.toLowerCase());
    });
    expect(untested.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(elsewhere.length).toBeGreaterThan(10);
  });

  describe.each(['globex', 'client2', 'client'] as const)('as %s', (who) => {
    it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s is refused', async (_name, route) => {
      const { path, body } = request(route);
      const res = await api<{ result?: string }>(path, { method: route.method, token: s[who].access_token, ...(body ? { body } : {}) });
      expect([403, 404], `${route.method} ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`).toContain(res.status);
    });
  });

  it('the same ids work for Acme’s own owner (so the refusals above are about whose ids they are)', async () => {
    const own = adminRoutes.filter((r) =>
      [
        '/api/configuration/companies/{companyId}/children',
        '/api/configuration/user-logs/{companyId}',
        '/api/configuration/setting/{companyId}',
        '/api/configuration/administrators/{companyId}',
        '/api/configuration/role-module/get/{companyId}/{roleId}',
      ].includes(r.path) && r.method === 'GET',
    );
    expect(own).toHaveLength(5);
    for (const route of own) expect((await api(request(route).path, { token: s.agency.access_token })).status, route.path).toBe(200);
    expect((await api(`/api/configuration/companies/${acme.clientCompanyId}`, { token: s.agency.access_token })).status).toBe(200);
    const agreement = await fetch(`${inject('apiUrl')}/api/configuration/agreement/${acme.companyId}/default_agency`, { headers: { authorization: `Bearer ${s.root.access_token}` } });
    expect(agreement.status).toBe(200);
  });

  it('and nothing of Acme changed', async () => {
    const detail = await api<{ company_name: string }>(`/api/configuration/companies/${acme.clientCompanyId}`, { token: s.agency.access_token });
    expect(detail.body.company_name).toBe("Bob's Bakery");
    const settings = await api<{ timezone: string }>(`/api/configuration/setting/${acme.companyId}`, { token: s.agency.access_token });
    expect(settings.body.timezone).not.toBe('Asia/Tokyo');
    const role = await api<{ roleName: string }>(`/api/configuration/role-module/get/${acme.companyId}/${acme.roleId}`, { token: s.agency.access_token });
    expect(role.body.roleName).toMatch(/^Sweep /);
    const admins = await api<{ data: { email: string; status: string }[] }>(`/api/configuration/administrators/${acme.companyId}`, { token: s.agency.access_token });
    expect(admins.body.data.find((a) => a.email === 'admin@demo.test')?.status).toBe('active');
    await api(`/api/configuration/role-module/remove/${acme.companyId}/${acme.roleId}`, { method: 'DELETE', token: s.agency.access_token });
  });
});
