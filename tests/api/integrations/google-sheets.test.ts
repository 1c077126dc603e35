import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getIntegration, integrationsForCampaign } from '@platform/core';
import { api, DEMO, lastMailTo, newClient, session, signIn } from '../client.js';
import { useCore } from '../core.js';
import { created, siteId, uniq } from '../campaigns/helpers.js';

interface Sheet {
  campaign_id: string;
  spreadsheet_id: string;
  url: string;
  ok?: boolean;
  title?: string;
  detail?: string;
}
interface Sheets {
  result: string;
  message?: string;
  sheets: Sheet[];
}
interface FakeSheet {
  spreadsheetId: string;
  title: string;
  sheets: { title: string; rows: string[][] }[];
}

let me: { token: string; companyId: string; rootId: string };
let agencyToken = '';
let integrationId = '';

const follow = async (url: string) => (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
const fakeSheets = async (): Promise<FakeSheet[]> => {
  const res = await fetch(`${inject('apiUrl')}/_local/integrations/state`);
  return ((await res.json()) as { state: { googlesheets: { spreadsheets: FakeSheet[] } } }).state.googlesheets.spreadsheets;
};
const campaignFor = async (extra: Record<string, unknown> = {}) =>
  created(agencyToken, siteId(me.companyId, { reportSentTo: [`${uniq('sheet')}@reports.test`], ...extra }));

beforeAll(async () => {
  useCore();
  agencyToken = (await session(DEMO.agency[0], DEMO.agency[1])).access_token;
  const c = await newClient('sheets');
  const tokens = await signIn(c.email, c.domain, c.password);
  const user = await api<{ company_id: string; company_root_id: string }>('/api/user', { token: tokens.body.access_token });
  me = { token: tokens.body.access_token, companyId: user.body.company_id, rootId: user.body.company_root_id };
  // Google's consent, as a person clicks Allow; the callback lands on the integration's page.
  const auth = await api<{ url: string }>(`/api/integrations/${me.companyId}/oauth/googlesheets/authurl`, { token: me.token });
  expect(auth.status).toBe(200);
  const back = await follow(`${auth.body.url}&approve=allow`);
  expect(back).toContain('/api/integrations/oauth/callback?');
  integrationId = /integrations\/([0-9a-f-]{36})/.exec(await follow(back))?.[1] ?? '';
  expect(integrationId).not.toBe('');
});

describe('a client connects Google Sheets and each chosen campaign gets its own sheet', () => {
  let campaign = '';
  let sheet: Sheet;
  beforeAll(async () => {
    campaign = (await campaignFor()).id;
    const saved = await api('/api/saveintegration', { token: me.token, body: { company_id: me.companyId, type: 'googlesheets', campaign_ids: [campaign] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('makes the sheet with its header row and answers its link', async () => {
    const res = await api<Sheets>(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: me.token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Changes saved successfully');
    expect(res.body.sheets).toEqual([{ campaign_id: campaign, spreadsheet_id: expect.any(String), url: expect.stringContaining('/spreadsheets/d/') }]);
    sheet = res.body.sheets[0] as Sheet;
    const made = (await fakeSheets()).find((s) => s.spreadsheetId === sheet.spreadsheet_id);
    expect(made?.sheets[0]?.rows[0]).toEqual(expect.arrayContaining(['Lead ID', 'Email', 'First name']));
  });

  it('asking again keeps the same sheet; reset makes a new one', async () => {
    const again = await api<Sheets>(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: me.token, body: {} });
    expect(again.body.sheets[0]?.spreadsheet_id).toBe(sheet.spreadsheet_id);
    const reset = await api<Sheets>(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: me.token, body: { reset: true } });
    expect(reset.body.sheets[0]?.spreadsheet_id).not.toBe(sheet.spreadsheet_id);
    sheet = reset.body.sheets[0] as Sheet;
  });

  it('check answers each sheet Google still opens, with its title', async () => {
    const res = await api<Sheets>(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.sheets).toEqual([expect.objectContaining({ campaign_id: campaign, spreadsheet_id: sheet.spreadsheet_id, ok: true, title: expect.stringContaining('leads (') })]);
  });

  it('refuses a campaign the connection does not deliver', async () => {
    const other = (await campaignFor()).id;
    const res = await api(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: me.token, body: { campaign_ids: [other] } });
    expect(res.status).toBe(422);
  });

  it("resendgooglelink e-mails the sheet's link to the campaign's report recipients", async () => {
    const to = `${uniq('sheet')}@reports.test`;
    const c = await campaignFor({ reportSentTo: [to] });
    await api('/api/saveintegration', { token: me.token, body: { company_id: me.companyId, type: 'googlesheets', campaign_ids: [campaign, c.id] } });
    const res = await api<{ message: string }>('/api/leadspeek/client/resendgooglelink', { method: 'PUT', token: me.token, body: { company_id: me.companyId, campaign_id: c.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`The Google Sheet link was sent to ${to}.`);
    const integration = await getIntegration(me.rootId, integrationId);
    const url = ((integration?.campaignSettings as Record<string, { spreadsheetUrl?: string }>)[c.id]?.spreadsheetUrl ?? '') as string;
    expect(url).toContain('/spreadsheets/d/');
    expect((await lastMailTo(to)).text).toContain(url);
  });

  it('resendgooglelink for a campaign without a sheet connection answers 404', async () => {
    const other = await newClient('nosheet');
    const t = await signIn(other.email, other.domain, other.password);
    const u = await api<{ company_id: string }>('/api/user', { token: t.body.access_token });
    const res = await api('/api/leadspeek/client/resendgooglelink', { method: 'PUT', token: t.body.access_token, body: { company_id: u.body.company_id, campaign_id: 'nope' } });
    expect(res.status).toBe(404);
  });
});

describe('a campaign whose report type is Google Sheet delivers to its sheet', () => {
  it('the fan-out includes the Google connection, makes the sheet and sets the campaign on the connection', async () => {
    const c = await campaignFor({ reportType: 'GoogleSheet' });
    const before = await getIntegration(me.rootId, integrationId);
    expect(before?.campaignIds).not.toContain(c.id);
    const targets = await integrationsForCampaign(me.rootId, me.companyId, c.id);
    expect(targets.map((t) => t.type)).toContain('googlesheets');
    const after = await getIntegration(me.rootId, integrationId);
    expect(after?.campaignIds).toContain(c.id);
    const id = (after?.campaignSettings as Record<string, { spreadsheetId?: string }>)[c.id]?.spreadsheetId;
    expect((await fakeSheets()).some((s) => s.spreadsheetId === id)).toBe(true);
  });

  it('a campaign reporting by CSV does not', async () => {
    const c = await campaignFor({ reportType: 'CSV' });
    const targets = await integrationsForCampaign(me.rootId, me.companyId, c.id);
    expect(targets.map((t) => t.type)).not.toContain('googlesheets');
  });
});

describe('the /_local/integrations page lists what each fake received', () => {
  it('shows the Google fake with the sheets it holds, and the webhook receiver', async () => {
    const res = await fetch(`${inject('apiUrl')}/_local/integrations`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h2>googlesheets</h2>');
    expect(html).toContain('<h2>gohighlevel</h2>');
    expect(html).toContain('<h2>webhook-receiver</h2>');
    expect(html).toMatch(/appended 1 row\(s\)|created spreadsheet/);
  });
});

describe("who may make, check and re-send a company's sheets", () => {
  it('another company sees nothing: 404 as if it did not exist', async () => {
    const globex = await session(DEMO.globex[0], DEMO.globex[1]);
    for (const [path, method] of [
      [`/api/integrations/${me.companyId}/${integrationId}/sheets`, 'GET'],
      [`/api/integrations/${me.companyId}/${integrationId}/sheets`, 'POST'],
    ] as const) {
      const res = await api(path, { token: globex.access_token, method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const c = await campaignFor();
    const resend = await api('/api/leadspeek/client/resendgooglelink', { method: 'PUT', token: globex.access_token, body: { company_id: me.companyId, campaign_id: c.id } });
    expect(resend.status).toBe(404);
  });

  it("another company's integration id under one's own company is not found", async () => {
    const other = await newClient('sheets-other');
    const t = await signIn(other.email, other.domain, other.password);
    const u = await api<{ company_id: string }>('/api/user', { token: t.body.access_token });
    const res = await api(`/api/integrations/${u.body.company_id}/${integrationId}/sheets`, { token: t.body.access_token });
    expect(res.status).toBe(404);
  });

  it("the client's agency may check its sheets but not make them (the connection is the client's)", async () => {
    expect((await api(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: agencyToken })).status).toBe(200);
    expect((await api(`/api/integrations/${me.companyId}/${integrationId}/sheets`, { token: agencyToken, body: {} })).status).toBe(403);
  });
});
