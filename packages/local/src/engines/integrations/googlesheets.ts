import { randomBytes } from 'node:crypto';
import { backTo, bearerOf, escapeHtml, formOf, html, isHttpUrl, jsonBody, redirect, token } from './oauth-fake.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * Google's OAuth 2 and the Sheets API v4 as the adapter uses them (shapes from
 * https://developers.google.com/identity/protocols/oauth2/web-server and
 * https://developers.google.com/sheets/api/reference/rest): consent at `/o/oauth2/v2/auth`, code
 * and refresh at `/token` (a refresh answer carries no new refresh token), `/revoke`;
 * `/tokeninfo`; `POST /v4/spreadsheets`, `GET /v4/spreadsheets/{id}`, `values/{range}:append`,
 * `GET values/{range}` (values.get, whole columns or an A1 box, ROWS or COLUMNS); Google's error
 * body `{ error: { code, message, status } }`, and the per-user write quota of 60 a minute
 * answered 429 RESOURCE_EXHAUSTED.
 */

export const LOCAL_GOOGLE_CLIENT_ID = '000000000000-localfake.apps.googleusercontent.com';
export const LOCAL_GOOGLE_CLIENT_SECRET = 'GOCSPX-local-fake-secret';
const SHEETS_SCOPES = ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive.file'];
const TOKEN_SECONDS = 3599;
const WRITES_PER_MINUTE = 60;

interface Grant {
  user: string;
  scope: string;
  refreshToken: string;
  expiresAt: number;
}

interface Spreadsheet {
  spreadsheetId: string;
  owner: string;
  title: string;
  sheets: { sheetId: number; title: string; rows: string[][] }[];
}

const gerr = (code: number, status: string, message: string): FakeResponse => ({ status: code, body: { error: { code, message, status } } });
const oauthErr = (status: number, error: string, description: string): FakeResponse => ({ status, body: { error, error_description: description } });
const UNAUTHENTICATED = gerr(
  401,
  'UNAUTHENTICATED',
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
);
const NOT_FOUND = gerr(404, 'NOT_FOUND', 'Requested entity was not found.');

/** `Leads!A1:F1`, `Leads`, `'My sheet'!A:A` → the sheet title. */
const sheetOfRange = (range: string) => {
  const bang = range.lastIndexOf('!');
  const title = bang >= 0 ? range.slice(0, bang) : range;
  return title.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
};
const column = (n: number) => {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
};

/** `A` → 1, `Q` → 17. */
const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** The cells of `A:C`, `A1:C9`, `A2:A` or the whole sheet, as values.get answers them (trailing blanks left out). */
function readRange(rows: string[][], a1: string | undefined, major: string): string[][] {
  const m = a1 ? /^([A-Z]+)(\d*)(?::([A-Z]+)(\d*))?$/i.exec(a1) : null;
  const c0 = m ? columnNumber(m[1] as string) : 1;
  const c1 = m ? columnNumber((m[3] ?? m[1]) as string) : Math.max(1, ...rows.map((r) => r.length));
  const r0 = m?.[2] ? Number(m[2]) : 1;
  const r1 = m?.[4] ? Number(m[4]) : m?.[2] && !m[3] ? Number(m[2]) : rows.length;
  const box = rows.slice(r0 - 1, r1).map((r) => r.slice(c0 - 1, c1));
  const out = major === 'COLUMNS' ? Array.from({ length: c1 - c0 + 1 }, (_, c) => box.map((r) => r[c] ?? '')) : box;
  const trimmed = out.map((line) => {
    let end = line.length;
    while (end > 0 && line[end - 1] === '') end -= 1;
    return line.slice(0, end);
  });
  while (trimmed.length > 0 && (trimmed.at(-1) as string[]).length === 0) trimmed.pop();
  return trimmed;
}

export function createGoogleSheetsFake(): FakeProvider {
  let codes = new Map<string, { user: string; scope: string; redirectUri: string }>();
  let access = new Map<string, Grant>();
  let refreshTokens = new Map<string, { user: string; scope: string }>();
  let spreadsheets: Spreadsheet[] = [];
  let writes = new Map<string, number[]>();
  let revoked: string[] = [];
  let accounts = 0;

  function consent(req: FakeRequest, baseUrl: string): FakeResponse {
    const q = req.query;
    if (q.get('client_id') !== LOCAL_GOOGLE_CLIENT_ID) return html(401, 'Error 401: invalid_client', '<p>The OAuth client was not found.</p>');
    const redirectUri = q.get('redirect_uri');
    if (q.get('response_type') !== 'code' || !isHttpUrl(redirectUri)) return html(400, 'Error 400: invalid_request', '<p>response_type=code and redirect_uri are required.</p>');
    const scope = q.get('scope') ?? '';
    if (!scope.split(' ').some((s) => SHEETS_SCOPES.includes(s))) return redirect(backTo(redirectUri, { error: 'invalid_scope', state: q.get('state') ?? undefined }));
    // Tests skip the page: `approve` answers as the buttons do.
    const approve = q.get('approve');
    if (approve === 'deny') return redirect(backTo(redirectUri, { error: 'access_denied', state: q.get('state') ?? undefined }));
    if (approve) {
      const code = token('4/0fake');
      // Each consent is its own Google account unless one is named: quotas and drive.file visibility are per account.
      codes.set(code, { user: q.get('login_hint') ?? `local.user+${++accounts}@gmail.example`, scope, redirectUri });
      return redirect(backTo(redirectUri, { code, scope, state: q.get('state') ?? undefined }));
    }
    const link = (answer: string) => {
      const u = new URLSearchParams(q);
      u.set('approve', answer);
      return `${baseUrl}/o/oauth2/v2/auth?${escapeHtml(u.toString())}`;
    };
    return html(
      200,
      'Sign in with Google (local)',
      `<p>The app wants to: <code>${escapeHtml(scope)}</code></p><p><a href="${link('allow')}">Allow</a> · <a href="${link('deny')}">Cancel</a></p>`,
    );
  }

  function issue(user: string, scope: string, refreshToken: string | undefined): FakeResponse {
    const accessToken = token('ya29.fake');
    const rt = refreshToken ?? token('1//fake');
    access.set(accessToken, { user, scope, refreshToken: rt, expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
    if (!refreshToken) refreshTokens.set(rt, { user, scope });
    return {
      status: 200,
      body: { access_token: accessToken, expires_in: TOKEN_SECONDS, scope, token_type: 'Bearer', ...(refreshToken ? {} : { refresh_token: rt }) },
    };
  }

  function tokenEndpoint(req: FakeRequest): FakeResponse {
    const form = formOf(req.rawBody, req.headers['content-type']);
    if (form.get('client_id') !== LOCAL_GOOGLE_CLIENT_ID || form.get('client_secret') !== LOCAL_GOOGLE_CLIENT_SECRET) {
      return oauthErr(401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return oauthErr(400, 'invalid_grant', 'Bad Request');
      return issue(grant.user, grant.scope, undefined);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(rt);
      if (!grant) return oauthErr(400, 'invalid_grant', 'Token has been expired or revoked.');
      return issue(grant.user, grant.scope, rt);
    }
    return oauthErr(400, 'unsupported_grant_type', 'Invalid grant_type: ' + (form.get('grant_type') ?? ''));
  }

  function revoke(req: FakeRequest, record: (e: { summary: string }) => void): FakeResponse {
    const t = req.query.get('token') ?? formOf(req.rawBody, req.headers['content-type']).get('token') ?? '';
    const asAccess = access.get(t);
    const rt = asAccess ? asAccess.refreshToken : refreshTokens.has(t) ? t : undefined;
    if (!rt) return oauthErr(400, 'invalid_token', 'Token expired or revoked');
    // Revoking either token of a grant ends the whole grant.
    refreshTokens.delete(rt);
    for (const [k, g] of access) if (g.refreshToken === rt) access.delete(k);
    revoked.push(new Date().toISOString());
    record({ summary: 'revoked a grant' });
    return { status: 200, body: {} };
  }

  function tokenInfo(t: string): FakeResponse {
    const g = access.get(t);
    if (!g || g.expiresAt < Date.now()) return oauthErr(400, 'invalid_token', 'Invalid Value');
    const expiresIn = Math.floor((g.expiresAt - Date.now()) / 1000);
    return { status: 200, body: { azp: LOCAL_GOOGLE_CLIENT_ID, aud: LOCAL_GOOGLE_CLIENT_ID, scope: g.scope, exp: String(Math.floor(g.expiresAt / 1000)), expires_in: String(expiresIn), access_type: 'offline' } };
  }

  function authed(req: FakeRequest): Grant | FakeResponse {
    const bearer = bearerOf(req.headers.authorization);
    const grant = bearer ? access.get(bearer) : undefined;
    if (!grant || grant.expiresAt < Date.now()) return UNAUTHENTICATED;
    if (!grant.scope.split(' ').some((s) => SHEETS_SCOPES.includes(s))) return gerr(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.');
    return grant;
  }

  /** Counts a write against the user's per-minute quota; true when over it. */
  function overQuota(user: string): boolean {
    const now = Date.now();
    const list = (writes.get(user) ?? []).filter((t) => now - t < 60_000);
    const over = list.length >= WRITES_PER_MINUTE;
    if (!over) list.push(now);
    writes.set(user, list);
    return over;
  }

  const view = (s: Spreadsheet, baseUrl: string) => ({
    spreadsheetId: s.spreadsheetId,
    properties: { title: s.title, locale: 'en_US', timeZone: 'Etc/GMT' },
    sheets: s.sheets.map((sh, index) => ({
      properties: { sheetId: sh.sheetId, title: sh.title, index, sheetType: 'GRID', gridProperties: { rowCount: Math.max(1000, sh.rows.length), columnCount: 26 } },
    })),
    spreadsheetUrl: `${baseUrl}/spreadsheets/d/${s.spreadsheetId}/edit`,
  });

  function create(req: FakeRequest, g: Grant, baseUrl: string, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const body = (jsonBody(req.rawBody) ?? {}) as { properties?: { title?: unknown }; sheets?: { properties?: { title?: unknown } }[] };
    if (typeof body !== 'object') return gerr(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    const titles = (body.sheets ?? []).map((s) => (typeof s.properties?.title === 'string' ? s.properties.title : ''));
    const s: Spreadsheet = {
      spreadsheetId: randomBytes(33).toString('base64url').slice(0, 44),
      owner: g.user,
      title: typeof body.properties?.title === 'string' ? body.properties.title : 'Untitled spreadsheet',
      sheets: (titles.length ? titles : ['Sheet1']).map((t, i) => ({ sheetId: i === 0 ? 0 : 1000 + i, title: t || `Sheet${i + 1}`, rows: [] })),
    };
    spreadsheets.push(s);
    record({ summary: `created spreadsheet "${s.title}"`, data: { spreadsheetId: s.spreadsheetId } });
    return { status: 200, body: view(s, baseUrl) };
  }

  function append(req: FakeRequest, s: Spreadsheet, range: string, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const option = req.query.get('valueInputOption');
    if (!option) return gerr(400, 'INVALID_ARGUMENT', "'valueInputOption' is required but not specified");
    if (option !== 'RAW' && option !== 'USER_ENTERED') return gerr(400, 'INVALID_ARGUMENT', `Invalid value at 'value_input_option' (TYPE_ENUM), "${option}"`);
    const insert = req.query.get('insertDataOption') ?? 'OVERWRITE';
    if (insert !== 'INSERT_ROWS' && insert !== 'OVERWRITE') return gerr(400, 'INVALID_ARGUMENT', `Invalid value at 'insert_data_option' (TYPE_ENUM), "${insert}"`);
    const sheet = s.sheets.find((x) => x.title === sheetOfRange(range));
    if (!sheet) return gerr(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
    const body = jsonBody(req.rawBody) as { values?: unknown; majorDimension?: unknown } | undefined;
    const values = body?.values;
    if (!Array.isArray(values) || !values.every((r) => Array.isArray(r))) return gerr(400, 'INVALID_ARGUMENT', "Invalid JSON payload received. Unknown name \"values\": Proto field is not repeating, cannot start list.");
    const rows = (values as unknown[][]).map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
    const first = sheet.rows.length + 1;
    sheet.rows.push(...rows);
    const width = Math.max(1, ...rows.map((r) => r.length));
    const quoted = /^[A-Za-z0-9_]+$/.test(sheet.title) ? sheet.title : `'${sheet.title.replace(/'/g, "''")}'`;
    record({ summary: `appended ${rows.length} row(s) to "${s.title}"!${sheet.title}`, data: rows });
    return {
      status: 200,
      body: {
        spreadsheetId: s.spreadsheetId,
        ...(first > 1 ? { tableRange: `${quoted}!A1:${column(width)}${first - 1}` } : {}),
        updates: {
          spreadsheetId: s.spreadsheetId,
          updatedRange: `${quoted}!A${first}:${column(width)}${first + rows.length - 1}`,
          updatedRows: rows.length,
          updatedColumns: width,
          updatedCells: rows.reduce((n, r) => n + r.length, 0),
        },
      },
    };
  }

  function read(req: FakeRequest, s: Spreadsheet, range: string): FakeResponse {
    const sheet = s.sheets.find((x) => x.title === sheetOfRange(range));
    const bang = range.lastIndexOf('!');
    const a1 = bang >= 0 ? range.slice(bang + 1) : undefined;
    if (!sheet || (a1 !== undefined && !/^[A-Z]+\d*(:[A-Z]+\d*)?$/i.test(a1))) return gerr(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
    const major = req.query.get('majorDimension') ?? 'ROWS';
    if (major !== 'ROWS' && major !== 'COLUMNS') return gerr(400, 'INVALID_ARGUMENT', `Invalid value at 'major_dimension' (TYPE_ENUM), "${major}"`);
    const values = readRange(sheet.rows, a1, major);
    const quoted = /^[A-Za-z0-9_]+$/.test(sheet.title) ? sheet.title : `'${sheet.title.replace(/'/g, "''")}'`;
    return { status: 200, body: { range: `${quoted}!${a1 ?? `A1:${column(Math.max(1, ...sheet.rows.map((r) => r.length)))}${Math.max(1, sheet.rows.length)}`}`, majorDimension: major, ...(values.length ? { values } : {}) } };
  }

  return {
    name: 'googlesheets',
    async handle(req, ctx) {
      const path = req.path;
      if (path === '/o/oauth2/v2/auth' && req.method === 'GET') return consent(req, ctx.baseUrl);
      if (path === '/token' && req.method === 'POST') return tokenEndpoint(req);
      if (path === '/revoke' && req.method === 'POST') return revoke(req, ctx.record);
      if (path === '/tokeninfo' && req.method === 'GET') return tokenInfo(req.query.get('access_token') ?? '');
      if (!path.startsWith('/v4/spreadsheets')) return gerr(404, 'NOT_FOUND', `The requested URL ${path} was not found on this server.`);
      const g = authed(req);
      if ('status' in g) return g;
      if (path === '/v4/spreadsheets' && req.method === 'POST') {
        if (overQuota(g.user)) return quotaExceeded();
        return create(req, g, ctx.baseUrl, ctx.record);
      }
      const m = /^\/v4\/spreadsheets\/([\w-]+)(?:\/values\/(.+?)(:append)?)?$/.exec(path);
      if (!m) return gerr(404, 'NOT_FOUND', `The requested URL ${path} was not found on this server.`);
      const s = spreadsheets.find((x) => x.spreadsheetId === m[1]);
      if (!s) return NOT_FOUND;
      // drive.file: the app sees only the files it made for this user.
      if (s.owner !== g.user) return gerr(403, 'PERMISSION_DENIED', 'The caller does not have permission');
      if (!m[2] && req.method === 'GET') return { status: 200, body: view(s, ctx.baseUrl) };
      if (m[2] && !m[3] && req.method === 'GET') return read(req, s, decodeURIComponent(m[2]));
      if (m[2] && m[3] && req.method === 'POST') {
        if (overQuota(g.user)) return quotaExceeded();
        return append(req, s, decodeURIComponent(m[2]), ctx.record);
      }
      return gerr(404, 'NOT_FOUND', `The requested URL ${path} was not found on this server.`);
    },
    snapshot: () => ({
      spreadsheets: spreadsheets.map((s) => ({ spreadsheetId: s.spreadsheetId, title: s.title, owner: s.owner, sheets: s.sheets.map((sh) => ({ title: sh.title, rows: sh.rows })) })),
      grants: refreshTokens.size,
      revoked: revoked.length,
    }),
    reset() {
      codes = new Map();
      access = new Map();
      refreshTokens = new Map();
      spreadsheets = [];
      writes = new Map();
      revoked = [];
    },
  };
}

function quotaExceeded(): FakeResponse {
  return gerr(
    429,
    'RESOURCE_EXHAUSTED',
    "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'.",
  );
}
