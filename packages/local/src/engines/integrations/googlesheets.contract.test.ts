import { adapterOf, checkSpreadsheet, createCampaignSpreadsheet, SHEET_HEADER, sheetRow, type OAuthTokens, type OutboundLead } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleSheetsFake, LOCAL_GOOGLE_CLIENT_ID, LOCAL_GOOGLE_CLIENT_SECRET } from './googlesheets.js';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';
import { sampleLead } from './contract-support.js';

const REDIRECT = 'http://localhost:3000/api/integrations/oauth/callback';
let fakes: IntegrationFakes;
const adapter = () => adapterOf('googlesheets');
const oauth = () => {
  const o = adapter().oauth;
  if (!o) throw new Error('Google Sheets connects with OAuth');
  return o;
};

beforeAll(async () => {
  fakes = await startIntegrationFakes({
    fakes: [
      {
        name: 'googlesheets',
        create: createGoogleSheetsFake,
        env: (url) => ({ GOOGLE_SHEETS_API_URL: url, GOOGLE_OAUTH_URL: url, GOOGLE_TOKEN_URL: url, GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT_SECRET }),
      },
    ],
  });
  Object.assign(process.env, fakes.env);
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

/** Consent as a person gives it: open the adapter's URL, press Allow, follow the redirect back. */
async function consent(): Promise<{ code: string; state: string | null }> {
  const page = await fetch(oauth().authorizeUrl({ state: 'st-g', redirectUri: REDIRECT }));
  expect(page.status).toBe(200);
  const allow = /href="([^"]*approve=allow[^"]*)"/.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
  if (!allow) throw new Error('the consent page has an Allow link');
  const back = await fetch(allow, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const to = new URL(back.headers.get('location') ?? '');
  expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
  return { code: to.searchParams.get('code') ?? '', state: to.searchParams.get('state') };
}
const connect = async (): Promise<OAuthTokens> => oauth().exchangeCode({ code: (await consent()).code, redirectUri: REDIRECT });
const sheetRows = () =>
  (fakes.snapshot().googlesheets as { spreadsheets: { sheets: { title: string; rows: string[][] }[] }[] }).spreadsheets.map((s) => s.sheets[0]?.rows ?? []);
const deliver = (credentials: OAuthTokens, lead: OutboundLead, settings: unknown, repeated = false) =>
  adapter().deliver({ credentials, settings: adapter().settingsSchema.parse(settings), lead, idempotencyKey: `k-${lead.leadId}`, now: new Date(), repeated });

describe('Google Sheets: connecting with OAuth', () => {
  it('asks offline access for the drive.file scope', () => {
    const url = new URL(oauth().authorizeUrl({ state: 's', redirectUri: REDIRECT }));
    expect(url.pathname).toBe('/googlesheets/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: LOCAL_GOOGLE_CLIENT_ID,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      scope: 'https://www.googleapis.com/auth/drive.file',
      state: 's',
    });
  });

  it('exchanges the code for tokens that pass the check', async () => {
    const { code, state } = await consent();
    expect(state).toBe('st-g');
    const tokens = await oauth().exchangeCode({ code, redirectUri: REDIRECT });
    expect(tokens.refreshToken).toBeTruthy();
    expect(await adapter().check(tokens)).toEqual({ ok: true });
  });

  it('refuses a code with another redirect URI', async () => {
    const { code } = await consent();
    await expect(oauth().exchangeCode({ code, redirectUri: 'http://localhost:3000/elsewhere' })).rejects.toThrow(/invalid_grant/);
  });

  it('refreshes: a new access token, the same refresh token kept', async () => {
    const tokens = await connect();
    const fresh = await oauth().refresh(tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBe(tokens.refreshToken);
    expect(await adapter().check(fresh)).toEqual({ ok: true });
  });

  it('disconnect revokes the grant: neither token works afterwards, and revoking again is fine', async () => {
    const tokens = await connect();
    await oauth().revoke?.(tokens);
    expect(await adapter().check(tokens)).toEqual({ ok: false, detail: expect.stringContaining('the provider refused the credentials') });
    await expect(oauth().refresh(tokens)).rejects.toThrow(/invalid_grant/);
    await expect(oauth().revoke?.(tokens)).resolves.toBeUndefined();
  });
});

describe("Google Sheets: a campaign's leads become rows of its spreadsheet", () => {
  it('makes the campaign a spreadsheet with the header row', async () => {
    const tokens = await connect();
    const sheet = await createCampaignSpreadsheet(tokens, 'Spring open house — leads');
    expect(sheet.spreadsheetUrl).toContain(sheet.spreadsheetId);
    expect(sheetRows()).toEqual([[SHEET_HEADER]]);
    expect(await checkSpreadsheet(tokens, sheet.spreadsheetId)).toMatchObject({ ok: true, title: 'Spring open house — leads' });
  });

  it('appends each lead as one row under the header, in order', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    const lead = sampleLead();
    const first = await deliver(tokens, lead, { spreadsheetId });
    const second = await deliver(tokens, { ...lead, leadId: 'lead-2', email: 'sam@example.com' }, { spreadsheetId });
    expect(first).toMatchObject({ outcome: 'delivered', status: 200, providerRef: 'Leads!A2:Q2' });
    expect(second).toMatchObject({ outcome: 'delivered', providerRef: 'Leads!A3:Q3' });
    expect(sheetRows()[0]).toEqual([SHEET_HEADER, sheetRow(lead), sheetRow({ ...lead, leadId: 'lead-2', email: 'sam@example.com' })]);
    expect(sheetRow(lead)).toEqual(expect.arrayContaining([lead.leadId, lead.email, lead.first_name, lead.phone, lead.zip]));
  });

  it('a campaign without a spreadsheet fails with a message instead of calling Google', async () => {
    const tokens = await connect();
    expect(await deliver(tokens, sampleLead(), {})).toMatchObject({ outcome: 'failed', detail: expect.stringContaining('no spreadsheet') });
    expect(fakes.received('googlesheets').some((c) => c.path.includes(':append'))).toBe(false);
  });
});

describe('Google Sheets: what it answers maps onto the delivery outcomes', () => {
  it('429 (the per-user write quota): retried, with Retry-After when given', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    fakes.faults({ provider: 'googlesheets', mode: 'rate_limit', count: 1, retryAfterSeconds: 30 });
    expect(await deliver(tokens, sampleLead(), { spreadsheetId })).toMatchObject({ outcome: 'retry', status: 429, retryAfterSeconds: 30 });
  });

  it('429 RESOURCE_EXHAUSTED after 60 writes in a minute: retried', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    for (let i = 0; i < 58; i++) await deliver(tokens, { ...sampleLead(), leadId: `l${i}` }, { spreadsheetId });
    expect(await deliver(tokens, sampleLead(), { spreadsheetId })).toMatchObject({ outcome: 'retry', status: 429, detail: expect.stringContaining('Quota exceeded') });
  });

  it('500: retried', async () => {
    const tokens = await connect();
    fakes.faults({ provider: 'googlesheets', mode: 'fail', count: 1 });
    expect(await deliver(tokens, sampleLead(), { spreadsheetId: 'aaaaaaaaaaaaaaaaaaaa' })).toMatchObject({ outcome: 'retry', status: 500 });
  });

  it("404 (the sheet was deleted): failed with Google's message", async () => {
    const tokens = await connect();
    expect(await deliver(tokens, sampleLead(), { spreadsheetId: 'aaaaaaaaaaaaaaaaaaaa' })).toMatchObject({ outcome: 'failed', status: 404, detail: 'Requested entity was not found.' });
  });

  it('400 (a sheet name it does not have): failed with the message', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    expect(await deliver(tokens, sampleLead(), { spreadsheetId, sheetTitle: 'Other tab' })).toMatchObject({ outcome: 'failed', status: 400, detail: expect.stringContaining('Unable to parse range') });
  });

  it('401 (a revoked grant): failed as refused credentials', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    await oauth().revoke?.(tokens);
    expect(await deliver(tokens, sampleLead(), { spreadsheetId })).toMatchObject({ outcome: 'failed', status: 401, detail: expect.stringContaining('refused the credentials') });
  });
});

describe('Google Sheets: a lost answer to values.append adds no second row on the retry', () => {
  it('the append landed but its answer was lost: the retry finds the lead id in column A and appends nothing', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    const lead = sampleLead();
    fakes.faults({ provider: 'googlesheets', mode: 'lost_answer', count: 1 });
    expect(await deliver(tokens, lead, { spreadsheetId })).toMatchObject({ outcome: 'retry' });
    expect(sheetRows()[0]).toEqual([SHEET_HEADER, sheetRow(lead)]);
    expect(await deliver(tokens, lead, { spreadsheetId }, true)).toMatchObject({ outcome: 'delivered', detail: 'Row already in the sheet at row 2' });
    expect(sheetRows()[0]).toEqual([SHEET_HEADER, sheetRow(lead)]);
  });

  it('the first append never happened (a 500): the retry reads, finds nothing and appends once', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    const lead = sampleLead();
    fakes.faults({ provider: 'googlesheets', mode: 'fail', count: 1 });
    expect(await deliver(tokens, lead, { spreadsheetId })).toMatchObject({ outcome: 'retry', status: 500 });
    expect(await deliver(tokens, lead, { spreadsheetId }, true)).toMatchObject({ outcome: 'delivered' });
    expect(sheetRows()[0]).toEqual([SHEET_HEADER, sheetRow(lead)]);
    expect(fakes.received('googlesheets').filter((c) => c.method === 'GET' && c.path.includes('/values/'))).toHaveLength(1);
  });

  it('a first attempt does not read the sheet first', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    await deliver(tokens, sampleLead(), { spreadsheetId });
    expect(fakes.received('googlesheets').some((c) => c.method === 'GET' && c.path.includes('/values/'))).toBe(false);
  });

  it('the read-back is refused (the grant was revoked): failed as refused credentials, nothing appended', async () => {
    const tokens = await connect();
    const { spreadsheetId } = await createCampaignSpreadsheet(tokens, 'Leads');
    await oauth().revoke?.(tokens);
    expect(await deliver(tokens, sampleLead(), { spreadsheetId }, true)).toMatchObject({ outcome: 'failed', status: 401 });
  });
});
