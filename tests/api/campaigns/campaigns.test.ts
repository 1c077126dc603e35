import { BILLING_SYSTEM_USER, db, runBilling, settlePendingEvents } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { create, created, demoSessions, getCampaign, leadsPeekRole, move, newClientOf, person, searchId, siteId, type Session, type Who } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';
let bakery = '';
let acme = '';
let globexClient = '';

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  bakery = s.client.companyId;
  acme = s.agency.companyId;
  globexClient = s.client2.companyId;
});

const list = (token: string, company: string, query = '', group = 'all', type = 'local') =>
  api<{ total: number; data: { id: string; campaignName: string; status: string; company_name: string }[]; current_page: number; last_page: number; from: number | null; to: number | null }>(`/api/leadspeek/client/${group}/${type}/${company}${query}`, { token });

describe('adding a campaign (POST /leadspeek/client/create)', () => {
  it('an agency adds a running Site ID campaign for its client, with its public id and the embed code on the agency host', async () => {
    const res = await create(s.agency.access_token, siteId(bakery, { campaignName: 'Bakery visitors' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Data has been added successfully');
    const c = res.body.data;
    expect(c).toMatchObject({ campaignName: 'Bakery visitors', status: 'running', leadspeekType: 'local', company_id: bakery, company_name: "Bob's Bakery", reportSentTo: ['reports@bakery.test'] });
    expect(c.leadspeek_api_id).toMatch(/^[2-9A-Z]{8}$/);
    expect(c.urlCode).toMatch(/^[a-z2-9]{16}$/);
    expect(c.embed_code).toBe(`<script src="${c.embed_code?.match(/src="([^"]+)"/)?.[1]}" async></script>`);
    expect(c.embed_code).toContain(`acme.localhost`);
    expect(c.embed_code).toContain(`/api/pixel/${c.urlCode}.js`);
    expect(c.embed_code_thankyou).toContain(`/api/pixel/${String(c.urlCodeThankyou)}.js`);
    expect((await getCampaign(s.agency.access_token, c.id)).body.data).toEqual(c);
  });

  it('a Search ID campaign has its keywords and states and no embed code', async () => {
    const c = await created(s.agency.access_token, searchId(bakery, { locatorkeyword: ['sourdough', ' ', 'rye'], locatorstate: ['TX', 'OK'] }));
    expect(c).toMatchObject({ leadspeekType: 'locator', locatorkeyword: ['sourdough', 'rye'], locatorstate: ['TX', 'OK'], embed_code: null, urlCode: null });
  });

  it('the client adds its own, an administrator and the root add for the client', async () => {
    for (const who of ['client', 'admin', 'root'] as const) {
      const c = await created(s[who].access_token, siteId(bakery));
      expect(c.company_id).toBe(bakery);
    }
  });

  it('sales may not add campaigns (403), and nothing is added', async () => {
    const before = (await list(s.agency.access_token, bakery)).body.total;
    const res = await create(s.sales.access_token, siteId(bakery));
    expect(res.status).toBe(403);
    expect((await list(s.agency.access_token, bakery)).body.total).toBe(before);
  });

  it("other tenants' clients answer 404 (Globex on Bob's Bakery, Bob on Globex Client, Acme on Globex Client)", async () => {
    expect((await create(s.globex.access_token, siteId(bakery))).status).toBe(404);
    expect((await create(s.client2.access_token, siteId(bakery))).status).toBe(404);
    expect((await create(s.client.access_token, siteId(globexClient))).status).toBe(404);
    expect((await create(s.agency.access_token, siteId(globexClient))).status).toBe(404);
    expect((await create(s.agency.access_token, siteId('no-such-company'))).status).toBe(404);
  });

  it('a client whose add-campaign is disabled is refused with the reason, and nothing is added', async () => {
    const blocked = await person(rootId, bakery, 'client', 'acme.localhost', { disableClientAddCampaign: true });
    const before = (await list(s.agency.access_token, bakery)).body.total;
    const res = await create(blocked.access_token, siteId(bakery));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Adding and changing campaigns is turned off for your account. Please contact your agency.');
    expect((await list(s.agency.access_token, bakery)).body.total).toBe(before);
  });

  it('a role without LeadsPeek create is refused; one with it may add', async () => {
    const no = await person(rootId, acme, 'administrator', 'acme.localhost', { roleId: await leadsPeekRole(rootId, acme, 'F', 'T', 'T') });
    const res = await create(no.access_token, siteId(bakery));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role does not allow this.');
    const yes = await person(rootId, acme, 'administrator', 'acme.localhost', { roleId: await leadsPeekRole(rootId, acme, 'T', 'F', 'F') });
    expect((await create(yes.access_token, siteId(bakery))).status).toBe(200);
  });

  it('bad fields answer 422 with a message per field and add nothing', async () => {
    const before = (await list(s.agency.access_token, bakery)).body.total;
    const cases: [Record<string, unknown>, string][] = [
      [siteId(bakery, { campaignName: ' ' }), 'campaignName'],
      [siteId(bakery, { startdatecampaign: '2026-12-10', enddatecampaign: '2026-12-01' }), 'enddatecampaign'],
      [siteId(bakery, { reportSentTo: ['not-an-email'] }), 'reportSentTo.0'],
      [siteId(bakery, { startdatecampaign: '12/01/2026' }), 'startdatecampaign'],
      [searchId(bakery, { locatorkeyword: [] }), 'locatorkeyword'],
      [searchId(bakery, { locatorstate: [] }), 'locatorstate'],
      [searchId(bakery, { locationtarget: 'zip', locatorzip: ['7870'] }), 'locatorzip.0'],
      [siteId(bakery, { LimitLead: 5, minimumLimitLeads: 9 }), 'minimumLimitLeads'],
      [siteId(bakery, { leadspeekType: 'radio' }), 'leadspeekType'],
    ];
    for (const [body, field] of cases) {
      const res = await create(s.agency.access_token, body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect((await list(s.agency.access_token, bakery)).body.total).toBe(before);
  });

  it('a national Search ID campaign needs no states', async () => {
    expect((await create(s.agency.access_token, searchId(bakery, { locatorstate: [], nationaltargeting: true }))).status).toBe(200);
  });

  it("a module the client does not have is refused (422 on leadspeekType)", async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    await db().entities.company.patch({ rootId, companyId: c.id }).set({ enabledModules: ['local'] }).go();
    const res = await create(s.agency.access_token, searchId(c.id));
    expect(res.status).toBe(422);
    expect(res.body.errors?.leadspeekType).toEqual(['The Search ID module is not enabled for this client.']);
    expect((await create(s.agency.access_token, siteId(c.id))).status).toBe(200);
  });

  it('B2B ID needs the Service Agreement first (403), then works', async () => {
    const owner = await person(rootId, acme, 'userdownline', 'acme.localhost');
    const b2b = { company_id: bakery, leadspeekType: 'b2b', campaignName: 'B2B bakers', nationaltargeting: true, listB2BInformationId: ['company_name', 'job_title'] };
    const refused = await create(owner.access_token, b2b);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please agree to the B2B ID Service Agreement before managing B2B ID campaigns.');
    expect((await api('/api/agreement/feature', { token: owner.access_token, body: { feature_id: 'b2b_module', feature_name: 'B2B ID', is_marketing_services_agreement_feature: 'T' } })).status).toBe(200);
    const ok = await created(owner.access_token, b2b);
    expect(ok.listB2BInformationId).toEqual(['company_name', 'job_title']);
  });

  it("the client's cost-module limits are the campaign's defaults; the campaign may set its own", async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    const cost = await api('/api/configuration/user/costmodule', { method: 'PUT', token: s.agency.access_token, body: { companyID: c.id, module: 'local', CostSet: '1.50', LimitLead: 40, LimitLeadFreq: 'week', CostMaxLead: 500, minimumLimitLeads: 5 } });
    expect(cost.status).toBe(200);
    expect(await created(s.agency.access_token, siteId(c.id))).toMatchObject({ LimitLead: 40, LimitLeadFreq: 'week', CostMaxLead: 500, minimumLimitLeads: 5 });
    expect(await created(s.agency.access_token, siteId(c.id, { LimitLead: 10, LimitLeadFreq: 'day' }))).toMatchObject({ LimitLead: 10, LimitLeadFreq: 'day', CostMaxLead: 500 });
  });
});

describe('the campaign table (GET /leadspeek/client/{group}/{type}/{companyId})', () => {
  let client = { id: '', name: '' };
  const names = ['Banana bread', 'apple pie', 'Cherry tart'];
  beforeAll(async () => {
    client = await newClientOf(s.agency.access_token, acme);
    for (const campaignName of names) await created(s.agency.access_token, siteId(client.id, { campaignName }));
    await created(s.agency.access_token, searchId(client.id, { campaignName: 'Search only' }));
  });

  it('lists a client’s campaigns of the module, newest first, with the page counts', async () => {
    const res = await list(s.agency.access_token, client.id);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => c.campaignName)).toEqual([...names].reverse());
    expect(res.body).toMatchObject({ total: 3, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect((await list(s.agency.access_token, client.id, '', 'all', 'locator')).body.data.map((c) => c.campaignName)).toEqual(['Search only']);
  });

  it('sorts by name ignoring case, both ways; searches; pages', async () => {
    expect((await list(s.agency.access_token, client.id, '?sortby=campaign_name&order=asc')).body.data.map((c) => c.campaignName)).toEqual(['apple pie', 'Banana bread', 'Cherry tart']);
    expect((await list(s.agency.access_token, client.id, '?sortby=campaign_name&order=desc')).body.data.map((c) => c.campaignName)).toEqual(['Cherry tart', 'Banana bread', 'apple pie']);
    expect((await list(s.agency.access_token, client.id, '?searchkey=TART')).body.data.map((c) => c.campaignName)).toEqual(['Cherry tart']);
    const p2 = await list(s.agency.access_token, client.id, '?sortby=campaign_name&order=asc&per_page=2&page=2');
    expect(p2.body).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(p2.body.data.map((c) => c.campaignName)).toEqual(['Cherry tart']);
  });

  it('filters by status, and removed campaigns are never listed', async () => {
    const all = (await list(s.agency.access_token, client.id)).body.data;
    const [a, b] = all;
    expect((await move(s.agency.access_token, 'activepause', { campaign_id: a?.id, status: 'paused' })).status).toBe(200);
    expect((await move(s.agency.access_token, 'remove', { campaign_id: b?.id })).status).toBe(200);
    expect((await list(s.agency.access_token, client.id, '?status=paused')).body.data.map((c) => c.id)).toEqual([a?.id]);
    expect((await list(s.agency.access_token, client.id, '?status=running')).body.total).toBe(1);
    expect((await list(s.agency.access_token, client.id)).body.data.map((c) => c.id)).not.toContain(b?.id);
    expect((await list(s.agency.access_token, client.id, '?status=removed')).status).toBe(422);
  });

  it("the agency's list holds all its clients' campaigns with their company names", async () => {
    const res = await list(s.agency.access_token, acme, `?searchkey=${encodeURIComponent(client.name)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((c) => c.company_name === client.name)).toBe(true);
    const bakeryRows = (await list(s.agency.access_token, acme, '?per_page=100')).body.data.filter((c) => c.company_name === "Bob's Bakery");
    expect(bakeryRows.length).toBeGreaterThan(0);
  });

  it('the client sees its own; other tenants and other clients answer 404; sales see assigned agencies read-only', async () => {
    expect((await list(s.client.access_token, bakery)).status).toBe(200);
    expect((await list(s.client.access_token, client.id)).status).toBe(404);
    expect((await list(s.client.access_token, acme)).status).toBe(404);
    expect((await list(s.globex.access_token, client.id)).status).toBe(404);
    expect((await list(s.globex.access_token, acme)).status).toBe(404);
    expect((await list(s.client2.access_token, bakery)).status).toBe(404);
    expect((await list(s.sales.access_token, bakery)).status).toBe(200);
  });

  it('bad query values and a module that does not exist answer 422', async () => {
    expect((await list(s.agency.access_token, client.id, '?sortby=password')).status).toBe(422);
    expect((await list(s.agency.access_token, client.id, '', 'all', 'radio')).status).toBe(422);
    expect((await list(s.agency.access_token, client.id, '?page=0')).status).toBe(422);
  });
});

describe('pause, resume, archive and remove (the status table)', () => {
  it('a running campaign pauses and resumes; repeating a move answers 409 with the reason', async () => {
    const c = await created(s.agency.access_token, siteId(bakery));
    const pause = await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'paused' });
    expect(pause.status).toBe(200);
    expect(pause.body).toEqual({ result: 'success', message: 'The campaign is paused.', status: 'paused' });
    const again = await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'paused' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This campaign is already paused.');
    expect((await move(s.client.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).body).toMatchObject({ status: 'running', message: 'The campaign is running.' });
    const twice = await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This campaign is already running.');
  });

  it('an archived campaign cannot be started, paused or edited again (409), only removed', async () => {
    const c = await created(s.agency.access_token, siteId(bakery));
    expect((await move(s.agency.access_token, 'archive', { campaign_id: c.id })).body).toMatchObject({ status: 'archived', message: 'The campaign has been archived.' });
    const run = await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' });
    expect(run.status).toBe(409);
    expect(run.body.message).toBe('An archived campaign cannot be started again. Create a new campaign instead.');
    expect((await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'paused' })).body.message).toBe('An archived campaign cannot be paused.');
    expect((await move(s.agency.access_token, 'archive', { campaign_id: c.id })).body.message).toBe('This campaign is already archived.');
    const edit = await api<{ message: string }>('/api/leadspeek/client/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: c.id, campaignName: 'New name' } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('An archived campaign cannot be changed.');
    expect((await move(s.agency.access_token, 'remove', { campaign_id: c.id })).body).toMatchObject({ status: 'removed', message: 'Deleted!' });
  });

  it('a removed campaign is gone: reads and moves answer 404', async () => {
    const c = await created(s.agency.access_token, siteId(bakery));
    expect((await move(s.agency.access_token, 'remove', { campaign_id: c.id })).status).toBe(200);
    expect((await getCampaign(s.agency.access_token, c.id)).status).toBe(404);
    expect((await move(s.agency.access_token, 'remove', { campaign_id: c.id })).status).toBe(404);
    expect((await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(404);
  });

  it('two pauses at once: one applies, the other answers 409', async () => {
    const c = await created(s.agency.access_token, siteId(bakery));
    const both = await Promise.all([1, 2].map(() => move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'paused' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('who may move: the LeadsPeek update flag pauses, delete removes; sales and a blocked client are refused; other tenants get 404', async () => {
    const c = await created(s.agency.access_token, siteId(bakery));
    const updater = await person(rootId, acme, 'administrator', 'acme.localhost', { roleId: await leadsPeekRole(rootId, acme, 'F', 'T', 'F') });
    expect((await move(updater.access_token, 'activepause', { campaign_id: c.id, status: 'paused' })).status).toBe(200);
    const noDelete = await move(updater.access_token, 'remove', { campaign_id: c.id });
    expect(noDelete.status).toBe(403);
    const viewer = await person(rootId, acme, 'administrator', 'acme.localhost', { roleId: await leadsPeekRole(rootId, acme, 'T', 'F', 'T') });
    expect((await move(viewer.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(403);
    expect((await move(s.sales.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(403);
    const blocked = await person(rootId, bakery, 'client', 'acme.localhost', { disableClientAddCampaign: true });
    expect((await move(blocked.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(403);
    for (const who of ['globex', 'client2'] as const) {
      expect((await move(s[who].access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(404);
      expect((await move(s[who].access_token, 'archive', { campaign_id: c.id })).status).toBe(404);
      expect((await move(s[who].access_token, 'remove', { campaign_id: c.id })).status).toBe(404);
      expect((await getCampaign(s[who].access_token, c.id)).status).toBe(404);
    }
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.status).toBe('paused');
  });

  it('a campaign billing stopped restarts only once the agency’s payment account and the client’s card allow it (409 with the reason until then)', async () => {
    const sub = `stop${Date.now().toString(36)}`;
    const agency = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body: { companyID: rootId, company_name: `Stop ${sub}`, name: 'Stu Op', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] } });
    const agencyId = agency.body.data[0]?.id ?? '';
    const client = await api<{ data: { id: string; user_id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body: { companyID: agencyId, company_name: `Client of ${sub}`, name: 'Cy Client', email: `${sub}@client.test` } });
    const clientId = client.body.data[0]?.id ?? '';
    const c = await created(s.root.access_token, siteId(clientId));
    const paused = await created(s.root.access_token, siteId(clientId));
    await move(s.root.access_token, 'activepause', { campaign_id: paused.id, status: 'paused' });
    const { stopAgencyCampaigns } = await import('@platform/core');
    expect(await stopAgencyCampaigns(rootId, agencyId, 'manual_bill_off')).toEqual([c.leadspeek_api_id, paused.leadspeek_api_id].sort());
    expect(await stopAgencyCampaigns(rootId, agencyId, 'manual_bill_off')).toEqual([]);
    const got = (await getCampaign(s.root.access_token, c.id)).body.data;
    expect(got.status).toBe('stopped');
    expect(got.stop_message).toContain('manual billing was turned off');
    expect((await move(s.root.access_token, 'activepause', { campaign_id: c.id, status: 'paused' })).status).toBe(409);
    const refused = await move(s.root.access_token, 'activepause', { campaign_id: c.id, status: 'running' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This campaign was stopped when manual billing was turned off. It can start again once the agency has re-established its payment account and the client has an active card.');
    await db().entities.company.patch({ rootId, companyId: agencyId }).set({ accountStatus: 'completed' }).go();
    expect((await move(s.root.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(409);
    const owner = (await db().entities.company.get({ rootId, companyId: clientId }).go()).data?.ownerUserId ?? '';
    await db().entities.user.patch({ rootId, userId: owner }).set({ customerCardId: 'card_test' }).go();
    const ok = await move(s.root.access_token, 'activepause', { campaign_id: c.id, status: 'running' });
    expect(ok.status).toBe(200);
    expect((await getCampaign(s.root.access_token, c.id)).body.data).toMatchObject({ status: 'running', stop_message: null });
  });
});

describe('editing a campaign (PUT /leadspeek/client/update, /local/update, /locator/update)', () => {
  it('changes the general settings; a cleared end date is removed', async () => {
    const c = await created(s.agency.access_token, siteId(bakery, { startdatecampaign: '2026-11-01', enddatecampaign: '2026-12-31' }));
    const res = await api<{ message: string; data: Record<string, unknown> }>('/api/leadspeek/client/update', { method: 'PUT', token: s.client.access_token, body: { campaign_id: c.id, campaignName: 'Renamed', startdatecampaign: '2026-11-02', reportType: 'Excel', adminNotifyTo: ['ops@bakery.test'], leadsAmountNotification: 25, LimitLead: 30 } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Data has been updated successfully');
    expect((await getCampaign(s.agency.access_token, c.id)).body.data).toMatchObject({ campaignName: 'Renamed', startdatecampaign: '2026-11-02', enddatecampaign: null, reportType: 'Excel', adminNotifyTo: ['ops@bakery.test'], leadsAmountNotification: 25, LimitLead: 30 });
  });

  it("Site ID options go through /local/update; targeting through /locator/update; each refuses the other module's campaign", async () => {
    const site = await created(s.agency.access_token, siteId(bakery));
    const search = await created(s.agency.access_token, searchId(bakery));
    const local = await api<{ data: Record<string, unknown> }>('/api/leadspeek/client/local/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: site.id, phoneenabled: true, homeaddressenabled: true, requireemailaddress: false, reidentificationtype: '1 month', listAdvanceInformationId: ['income'] } });
    expect(local.status).toBe(200);
    expect(local.body.data).toMatchObject({ phoneenabled: true, homeaddressenabled: true, requireemailaddress: false, reidentificationtype: '1 month', listAdvanceInformationId: ['income'] });
    expect((await api('/api/leadspeek/client/local/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: search.id } })).status).toBe(422);
    expect((await api('/api/leadspeek/client/locator/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: site.id, nationaltargeting: true } })).status).toBe(422);
    const noPlace = await api<{ errors: Record<string, string[]> }>('/api/leadspeek/client/locator/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: search.id, locatorkeyword: ['rye'] } });
    expect(noPlace.status).toBe(422);
    expect(noPlace.body.errors.locatorstate).toEqual(['Choose at least one state, or target the whole nation.']);
    const ok = await api<{ data: Record<string, unknown> }>('/api/leadspeek/client/locator/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: search.id, locatorkeyword: ['rye'], locationtarget: 'zip', locatorzip: ['78701', '78702'] } });
    expect(ok.status).toBe(200);
    expect((await getCampaign(s.agency.access_token, search.id)).body.data).toMatchObject({ locatorkeyword: ['rye'], locationtarget: 'zip', locatorzip: ['78701', '78702'] });
  });

  it('other tenants get 404 and change nothing; sales get 403', async () => {
    const c = await created(s.agency.access_token, siteId(bakery, { campaignName: 'Keep me' }));
    for (const who of ['globex', 'client2'] as const) {
      expect((await api('/api/leadspeek/client/update', { method: 'PUT', token: s[who].access_token, body: { campaign_id: c.id, campaignName: 'Stolen' } })).status).toBe(404);
      expect((await api('/api/leadspeek/client/local/update', { method: 'PUT', token: s[who].access_token, body: { campaign_id: c.id } })).status).toBe(404);
      expect((await api('/api/leadspeek/client/locator/update', { method: 'PUT', token: s[who].access_token, body: { campaign_id: c.id, nationaltargeting: true } })).status).toBe(404);
    }
    expect((await api('/api/leadspeek/client/update', { method: 'PUT', token: s.sales.access_token, body: { campaign_id: c.id, campaignName: 'Sold' } })).status).toBe(403);
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.campaignName).toBe('Keep me');
  });
});

describe('turning a module off with real running campaigns', () => {
  it('is refused while one runs and allowed once it is paused', async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    const camp = await created(s.agency.access_token, searchId(c.id));
    const check = () => api<{ active_campaign_id: string[] }>('/api/leadspeek/check-campaign-active', { token: s.agency.access_token, body: { company_id: c.id, leadspeek_type: 'locator', user_type: 'client' } });
    expect((await check()).body.active_campaign_id).toEqual([camp.leadspeek_api_id]);
    await move(s.agency.access_token, 'activepause', { campaign_id: camp.id, status: 'paused' });
    expect((await check()).body.active_campaign_id).toEqual([]);
  });
});

describe('manual bill turned off stops every campaign of the agency', () => {
  it('running and paused campaigns stop, archived ones stay; turning it back on lets them run again', async () => {
    const sub = `mb${Date.now().toString(36)}`;
    const agency = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body: { companyID: rootId, company_name: `Manual ${sub}`, name: 'Manny Bill', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] } });
    const agencyId = agency.body.data[0]?.id ?? '';
    const client = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body: { companyID: agencyId, company_name: `Client ${sub}`, name: 'Cal Client', email: `${sub}@client.test` } });
    const clientId = client.body.data[0]?.id ?? '';
    const running = await created(s.root.access_token, siteId(clientId));
    const paused = await created(s.root.access_token, siteId(clientId));
    const archived = await created(s.root.access_token, siteId(clientId));
    await move(s.root.access_token, 'activepause', { campaign_id: paused.id, status: 'paused' });
    await move(s.root.access_token, 'archive', { campaign_id: archived.id });
    const manual = (manualBill: 'T' | 'F') => api('/api/configuration/agency/manual-bill', { method: 'PUT', token: s.root.access_token, body: { companyID: agencyId, manualBill } });
    expect((await manual('T')).status).toBe(200);
    expect((await getCampaign(s.root.access_token, running.id)).body.data.status).toBe('running');
    expect((await manual('F')).status).toBe(200);
    const statuses = async () => Promise.all([running, paused, archived].map(async (c) => (await getCampaign(s.root.access_token, c.id)).body.data.status));
    expect(await statuses()).toEqual(['stopped', 'stopped', 'archived']);
    expect((await manual('F')).status).toBe(200);
    expect((await move(s.root.access_token, 'activepause', { campaign_id: running.id, status: 'running' })).status).toBe(409);
    expect((await manual('T')).status).toBe(200);
    expect((await move(s.root.access_token, 'activepause', { campaign_id: running.id, status: 'running' })).status).toBe(200);
  });
});

describe('manual bill turned off: a stop cut short is finished by the daily billing run', () => {
  it('the switch written but the process gone before the stop: the run settles the pending event and stops the campaigns, once', async () => {
    const sub = `mc${Date.now().toString(36)}`;
    const agency = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body: { companyID: rootId, company_name: `Crash ${sub}`, name: 'Cora Crash', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] } });
    const agencyId = agency.body.data[0]?.id ?? '';
    const client = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.root.access_token, body: { companyID: agencyId, company_name: `Client ${sub}`, name: 'Cal Client', email: `${sub}@client.test` } });
    const running = await created(s.root.access_token, siteId(client.body.data[0]?.id ?? ''));
    expect((await api('/api/configuration/agency/manual-bill', { method: 'PUT', token: s.root.access_token, body: { companyID: agencyId, manualBill: 'T' } })).status).toBe(200);
    // What the switch's own transaction leaves: manual bill off and its pending event; nothing after it ran.
    const createdAt = new Date().toISOString();
    await db().entities.company.patch({ rootId, companyId: agencyId }).set({ manualBill: false }).go();
    await db().entities.billingEvent.create({ rootId, companyId: agencyId, eventId: `crash-${sub}`, createdAt, type: 'manual_bill_off_settle', amountCents: 0, byUserId: 'test' }).go();
    expect((await getCampaign(s.root.access_token, running.id)).body.data.status).toBe('running');
    // The daily billing run finds the event still pending and finishes it.
    await runBilling(undefined, { rootId, companyIds: [agencyId] });
    const after = (await getCampaign(s.root.access_token, running.id)).body.data;
    expect(after.status).toBe('stopped');
    expect(after.stop_message).toContain('manual billing was turned off');
    const event = (await db().entities.billingEvent.get({ rootId, companyId: agencyId, eventId: `crash-${sub}`, createdAt }).go()).data;
    expect(event?.status).toBe('settled');
    // Settled: a later settle has nothing left to do.
    expect(await settlePendingEvents(rootId, agencyId, BILLING_SYSTEM_USER)).toEqual([]);
  });
});

describe("a client's campaign names are unique per module", () => {
  it('a second campaign of the same name is refused (409 on campaignName), a rename onto a taken name too; a removed campaign frees its name', async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    const first = await created(s.agency.access_token, siteId(c.id, { campaignName: 'Spring Sale' }));
    const again = await create(s.agency.access_token, siteId(c.id, { campaignName: 'spring sale' }));
    expect(again.status).toBe(409);
    expect(again.body.errors?.campaignName).toEqual(['A campaign with this name already exists for this client.']);
    expect((await create(s.agency.access_token, searchId(c.id, { campaignName: 'Spring Sale' }))).status).toBe(200);
    const second = await created(s.agency.access_token, siteId(c.id, { campaignName: 'Summer Sale' }));
    const rename = await api<{ errors: Record<string, string[]> }>('/api/leadspeek/client/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: second.id, campaignName: 'SPRING SALE' } });
    expect(rename.status).toBe(409);
    expect((await getCampaign(s.agency.access_token, second.id)).body.data.campaignName).toBe('Summer Sale');
    expect((await api('/api/leadspeek/client/update', { method: 'PUT', token: s.agency.access_token, body: { campaign_id: second.id, campaignName: 'Autumn Sale' } })).status).toBe(200);
    expect((await create(s.agency.access_token, siteId(c.id, { campaignName: 'Summer Sale' }))).status).toBe(200);
    await move(s.agency.access_token, 'remove', { campaign_id: first.id });
    expect((await create(s.agency.access_token, siteId(c.id, { campaignName: 'Spring Sale' }))).status).toBe(200);
  });

  it('twenty identical creates at once add one campaign', async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(s.agency.access_token, siteId(c.id, { campaignName: 'Double click' }))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await list(s.agency.access_token, c.id)).body.total).toBe(1);
  });
});

describe("the agency turns a client's own campaign adding off and on (disable_client_add_campaign)", () => {
  const setting = (token: string, company_id: string, disable: string) =>
    api<{ result: string; message: string; disable_client_add_campaign: string }>('/api/configuration/client/disable-add-campaign', { method: 'PUT', token, body: { company_id, disable_client_add_campaign: disable } });
  const userData = (token: string) => api<{ disable_client_add_campaign: string }>('/api/user', { token });

  it("turned off, the client's users are refused (403 with the reason) and told so in their user data; turned on again, they may add", async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    const user = await person(rootId, c.id, 'client', 'acme.localhost');
    const off = await setting(s.agency.access_token, c.id, 'T');
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ result: 'success', disable_client_add_campaign: 'T' });
    const refused = await create(user.access_token, siteId(c.id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Adding and changing campaigns is turned off for your account. Please contact your agency.');
    expect((await list(s.agency.access_token, c.id)).body.total).toBe(0);
    const rows = await api<{ data: { id: string; disable_client_add_campaign: string }[] }>(`/api/configuration/companies/${acme}/children?per_page=100&searchkey=${encodeURIComponent(c.name)}`, { token: s.agency.access_token });
    expect(rows.body.data.find((r) => r.id === c.id)?.disable_client_add_campaign).toBe('T');
    expect((await userData(user.access_token)).body.disable_client_add_campaign).toBe('T');
    // The agency still manages the client's campaigns.
    expect((await create(s.agency.access_token, siteId(c.id))).status).toBe(200);

    expect((await setting(s.agency.access_token, c.id, 'F')).body.disable_client_add_campaign).toBe('F');
    expect((await create(user.access_token, siteId(c.id))).status).toBe(200);
  });

  it('the root may set it; the client itself and sales are refused (403); Globex on an Acme client gets 404; a bad value is 422; nothing changes', async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    const user = await person(rootId, c.id, 'client', 'acme.localhost');
    expect((await setting(user.access_token, c.id, 'F')).status).toBe(403);
    expect((await setting(s.sales.access_token, c.id, 'T')).status).toBe(403);
    expect((await setting(s.globex.access_token, c.id, 'T')).status).toBe(404);
    expect((await setting(s.agency.access_token, globexClient, 'T')).status).toBe(404);
    const bad = await setting(s.agency.access_token, c.id, 'yes');
    expect(bad.status).toBe(422);
    expect((await create(user.access_token, siteId(c.id))).status).toBe(200);
    expect((await setting(s.root.access_token, c.id, 'T')).body.disable_client_add_campaign).toBe('T');
    expect((await create(user.access_token, siteId(c.id))).status).toBe(403);
  });
});
