import { z } from 'zod';
import type { IntegrationAdapter, OAuthTokens, OutboundLead, ProviderAnswer } from '../../platform/integration-provider.js';
import { answerFromStatus, callProvider, clip, providerBaseUrl, retryAfterSeconds, unreachableAnswer, type HttpAnswer } from './http.js';
import { oauthClient, tokenRequest, tokensFrom, zOAuthTokens } from './oauth-tokens.js';

/**
 * Google Sheets API v4 with Google's OAuth 2 for web servers, matched against
 * https://developers.google.com/identity/protocols/oauth2/web-server and
 * https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values/append:
 * - consent at `{oauth}/o/oauth2/v2/auth` with `access_type=offline&prompt=consent` (so a refresh
 *   token comes back) and the `drive.file` scope (the app sees only the sheets it made);
 * - `{token}/token` for the code and refreshes (a refresh answer keeps the refresh token),
 *   `{token}/revoke` on disconnect, `{token}/tokeninfo` as the cheap check;
 * - `POST /v4/spreadsheets` makes a campaign's sheet, `GET /v4/spreadsheets/{id}` checks it,
 *   `POST /v4/spreadsheets/{id}/values/{range}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`
 *   adds a lead's row, `GET /v4/spreadsheets/{id}/values/{range}?majorDimension=COLUMNS` (values.get)
 *   reads the lead-id column back before a repeated append; errors `{ error: { code, message,
 *   status } }`; 60 writes a minute per user.
 * Plain fetch rather than @googleapis/sheets: that client bundles to 379 KB minified (gaxios,
 * google-auth-library) for these three calls (docs/decisions.md, "Integration providers and their local fakes").
 */

export const GOOGLE_SHEETS_SCOPE = 'https://www.googleapis.com/auth/drive.file';

export const zGooglesheetsCredentials = zOAuthTokens;
export type GooglesheetsCredentials = z.infer<typeof zGooglesheetsCredentials>;

export const zGooglesheetsSettings = z.object({
  /** The campaign's spreadsheet, made when the campaign is connected (createCampaignSpreadsheet). */
  spreadsheetId: z.string().regex(/^[\w-]{10,100}$/).optional(),
  spreadsheetUrl: z.string().max(500).optional(),
  sheetTitle: z.string().min(1).max(100).default('Leads'),
});
export type GooglesheetsSettings = z.infer<typeof zGooglesheetsSettings>;

/** The header row of a campaign's sheet; each lead's row follows it column by column. */
export const SHEET_HEADER = ['Lead ID', 'Received', 'Campaign', 'First name', 'Last name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip', 'Company', 'Job title', 'Keyword', 'URL', 'Referrer', 'Test'];

export function sheetRow(lead: OutboundLead): string[] {
  return [
    lead.leadId,
    lead.receivedAt,
    `${lead.campaignName} (${lead.campaignRef})`,
    lead.first_name,
    lead.last_name,
    lead.email,
    lead.phone,
    lead.address,
    lead.city,
    lead.state,
    lead.zip,
    lead.company_name,
    lead.job_title,
    lead.keyword,
    lead.url,
    lead.referrer,
    lead.test ? 'yes' : '',
  ].map((v) => v ?? '');
}

const sheetsUrl = () => providerBaseUrl('GOOGLE_SHEETS_API_URL', 'https://sheets.googleapis.com');
const oauthUrl = () => providerBaseUrl('GOOGLE_OAUTH_URL', 'https://accounts.google.com');
const tokenUrl = () => providerBaseUrl('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com');
const client = () => oauthClient('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'Google Sheets');

async function sheets(c: GooglesheetsCredentials, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
  return callProvider(`${sheetsUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${c.accessToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function googleMessage(res: HttpAnswer): string {
  const e = (res.body as { error?: { message?: unknown } | string; error_description?: unknown } | undefined) ?? {};
  const m = typeof e === 'object' ? (typeof e.error === 'object' ? e.error.message : (e.error_description ?? e.error)) : undefined;
  return clip(typeof m === 'string' && m.length > 0 ? m : `HTTP ${res.status}`);
}

const answerOf = (res: HttpAnswer, delivered: string, providerRef?: string): ProviderAnswer =>
  answerFromStatus({
    status: res.status,
    message: res.status >= 200 && res.status < 300 ? delivered : googleMessage(res),
    retryAfterSeconds: retryAfterSeconds(res.headers.get('retry-after')),
    providerRef,
  });

/** A1 notation for a whole sheet, quoted as Sheets requires for names with spaces or quotes. */
const sheetName = (title: string) => (/^[A-Za-z0-9_]+$/.test(title) ? title : `'${title.replace(/'/g, "''")}'`);
const rangeOf = (title: string) => encodeURIComponent(sheetName(title));

async function appendRows(c: GooglesheetsCredentials, spreadsheetId: string, sheetTitle: string, rows: string[][]): Promise<HttpAnswer> {
  // RAW: a lead's "=..." stays text instead of becoming a formula in the client's sheet.
  const q = 'valueInputOption=RAW&insertDataOption=INSERT_ROWS';
  return sheets(c, 'POST', `/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${rangeOf(sheetTitle)}:append?${q}`, { majorDimension: 'ROWS', values: rows });
}

/**
 * The row a lead already has in the sheet (1-based), found by its id in the first column, or
 * undefined. Sheets has no upsert or idempotency key, so this read is what keeps a repeated append
 * (its first answer lost) from adding a second row (docs/decisions.md, "Integration providers and
 * their local fakes"). Answers the failing call when the read itself is refused.
 */
async function rowOfLead(c: GooglesheetsCredentials, spreadsheetId: string, sheetTitle: string, leadId: string): Promise<{ row?: number } | { refused: HttpAnswer }> {
  const range = encodeURIComponent(`${sheetName(sheetTitle)}!A:A`);
  const res = await sheets(c, 'GET', `/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${range}?majorDimension=COLUMNS`);
  if (res.status !== 200) return { refused: res };
  const column = (res.body as { values?: unknown[][] } | undefined)?.values?.[0] ?? [];
  // Newest rows are last: search from the end, where a lost append's row is.
  for (let i = column.length - 1; i >= 0; i -= 1) if (column[i] === leadId) return { row: i + 1 };
  return {};
}

export class SheetsRefused extends Error {
  constructor(readonly answer: ProviderAnswer) {
    super(answer.detail);
    this.name = 'SheetsRefused';
  }
}

/** Makes a campaign's spreadsheet with its header row; answers its id and link. */
export async function createCampaignSpreadsheet(c: GooglesheetsCredentials, title: string, sheetTitle = 'Leads'): Promise<{ spreadsheetId: string; spreadsheetUrl: string }> {
  const made = await sheets(c, 'POST', '/v4/spreadsheets', { properties: { title: clip(title, 100) }, sheets: [{ properties: { title: sheetTitle } }] });
  if (made.status !== 200) throw new SheetsRefused(answerOf(made, ''));
  const body = made.body as { spreadsheetId: string; spreadsheetUrl: string };
  const header = await appendRows(c, body.spreadsheetId, sheetTitle, [SHEET_HEADER]);
  if (header.status !== 200) throw new SheetsRefused(answerOf(header, ''));
  return { spreadsheetId: body.spreadsheetId, spreadsheetUrl: body.spreadsheetUrl };
}

/** The spreadsheet's title and link when the connection can still open it. */
export async function checkSpreadsheet(c: GooglesheetsCredentials, spreadsheetId: string): Promise<{ ok: true; title: string; spreadsheetUrl: string } | { ok: false; detail: string }> {
  try {
    const res = await sheets(c, 'GET', `/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}?fields=spreadsheetId,properties.title,spreadsheetUrl`);
    if (res.status !== 200) return { ok: false, detail: answerOf(res, '').detail };
    const b = res.body as { properties?: { title?: string }; spreadsheetUrl?: string };
    return { ok: true, title: b.properties?.title ?? '', spreadsheetUrl: b.spreadsheetUrl ?? '' };
  } catch (e) {
    return { ok: false, detail: unreachableAnswer(e).detail };
  }
}

export const googlesheetsAdapter: IntegrationAdapter<GooglesheetsCredentials, GooglesheetsSettings> = {
  type: 'googlesheets',
  label: 'Google Sheets',
  credentialsSchema: zGooglesheetsCredentials,
  settingsSchema: zGooglesheetsSettings,
  rateLimit: { requests: 60, perSeconds: 60 },
  oauth: {
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({
        client_id: client().id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SHEETS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      });
      return `${oauthUrl()}/o/oauth2/v2/auth?${q.toString()}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const { id, secret } = client();
      const body = await tokenRequest(`${tokenUrl()}/token`, { code, client_id: id, client_secret: secret, redirect_uri: redirectUri, grant_type: 'authorization_code' });
      return tokensFrom(body, new Date(), undefined, typeof body.scope === 'string' ? { scope: body.scope } : undefined);
    },
    async refresh(tokens: OAuthTokens) {
      const { id, secret } = client();
      const body = await tokenRequest(`${tokenUrl()}/token`, { client_id: id, client_secret: secret, refresh_token: tokens.refreshToken, grant_type: 'refresh_token' });
      return tokensFrom(body, new Date(), tokens);
    },
    async revoke(tokens: OAuthTokens) {
      const res = await callProvider(`${tokenUrl()}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: tokens.refreshToken }).toString(),
      });
      // invalid_token: already revoked (by the person in their Google account), which is what disconnect wants.
      if (res.status !== 200 && !(res.status === 400 && googleMessage(res).includes('expired or revoked'))) {
        throw new Error(`Google answered ${res.status}: ${googleMessage(res)}`);
      }
    },
  },
  async check(c) {
    try {
      const res = await callProvider(`${tokenUrl()}/tokeninfo?access_token=${encodeURIComponent(c.accessToken)}`, { method: 'GET' });
      if (res.status === 200) return { ok: true };
      // tokeninfo answers 400 invalid_token for a token Google no longer honours.
      return { ok: false, detail: answerFromStatus({ status: res.status === 400 ? 401 : res.status, message: googleMessage(res) }).detail };
    } catch (e) {
      return { ok: false, detail: unreachableAnswer(e).detail };
    }
  },
  async deliver({ credentials, settings, lead, repeated }) {
    if (!settings.spreadsheetId) return { outcome: 'failed', detail: 'This campaign has no spreadsheet yet: connect Google Sheets to the campaign again.' };
    try {
      if (repeated) {
        const found = await rowOfLead(credentials, settings.spreadsheetId, settings.sheetTitle, lead.leadId);
        if ('refused' in found) return answerOf(found.refused, '');
        if (found.row !== undefined) return answerFromStatus({ status: 200, message: `Row already in the sheet at row ${found.row}`, providerRef: `row ${found.row}` });
      }
      const res = await appendRows(credentials, settings.spreadsheetId, settings.sheetTitle, [sheetRow(lead)]);
      const range = (res.body as { updates?: { updatedRange?: string } } | undefined)?.updates?.updatedRange;
      return answerOf(res, `Row added at ${range ?? 'the end of the sheet'}`, range);
    } catch (e) {
      return unreachableAnswer(e);
    }
  },
};
