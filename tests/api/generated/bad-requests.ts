/**
 * Malformed requests for one route, generated from its method and path alone, so a route added to
 * the manifest tomorrow is covered without writing a case. Values are chosen so that none of them
 * is a valid request (wrong types, oversized strings, malformed syntax): a route may refuse them in
 * any 4xx, but none may change anything or answer a server error.
 */
export interface BadRequest {
  label: string;
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * Requests per route: every odd path value for each parameter and every raw body are always sent;
 * the rest is a sample of wrong-typed fields and odd queries. 120, not more: a GET route that reads
 * no query runs its whole service for each odd query, and the sweep is the API run's longest file
 * (docs/performance.md, Test time). Each route's sample starts at its own place, so across the
 * manifest every field and query case is still sent, to many routes.
 */
export const PER_ROUTE = 120;

/** A stable place in [0, n) for a route: where its sample of the field and query cases starts. */
function startOf(key: string, n: number): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return n === 0 ? 0 : h % n;
}

/** Path parameter values, as they go on the wire (already percent-encoded where needed). */
const PATH_VALUES: [string, string][] = [
  ['lone %', '%'],
  ['bad escape %ff', '%ff'],
  ['broken UTF-8', '%E0%A4%A'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['newline', 'a%0Ab'],
  ['tab', '%09'],
  ['DEL', '%7F'],
  ['dot dot', '..'],
  ['encoded dot dot', '%2e%2e'],
  ['encoded slash', 'a%2Fb'],
  ['encoded backslash', 'a%5Cb'],
  ['65 characters', 'a'.repeat(65)],
  ['2,000 characters', 'x'.repeat(2000)],
  ['a space', '%20'],
  ['spaces only', '%20%20%20'],
  ['emoji', encodeURIComponent('😀')],
  ['right-to-left override', encodeURIComponent('\u202Eabc')],
  ['Arabic', encodeURIComponent('مرحبا')],
  ['zero-width space', encodeURIComponent('\u200B')],
  ['SQL', encodeURIComponent("' OR '1'='1")],
  ['script', encodeURIComponent('<script>alert(1)</script>')],
  ['template', encodeURIComponent('${7*7}{{7*7}}')],
  ['negative', '-1'],
  ['zero', '0'],
  ['1e309', '1e309'],
  ['float', '1.5'],
  ['null', 'null'],
  ['undefined', 'undefined'],
  ['array', encodeURIComponent('[]')],
  ['object', encodeURIComponent('{"a":1}')],
  ['true', 'true'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['encoded question mark', 'a%3Fb'],
  ['semicolon', 'a;b'],
  ['double-encoded', '%2525'],
  ['pipe and star', 'a|*'],
  ['overlong UTF-8', '%C0%AF'],
];

const QUERY_KEYS = ['page', 'per_page', 'sortby', 'order', 'searchkey', 'filters', 'start', 'end', 'type', 'status', 'domainorsub', 'month', 'user_id', 'campaign_id', 'limit', 'cursor', 'q'];
const QUERY_VALUES: [string, string][] = [
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['bad escape', '%ff'],
  ['NUL', '%00'],
  ['5,000 characters', 'x'.repeat(5000)],
  ['array syntax', '[]'],
  ['JSON', encodeURIComponent('{"$gt":""}')],
  ['empty', ''],
  ['emoji', encodeURIComponent('😀'.repeat(50))],
  ['script', encodeURIComponent('"><script>alert(1)</script>')],
  ['float', '0.5'],
];

const RAW_BODIES: [string, string][] = [
  ['unclosed object', '{'],
  ['unclosed array', '['],
  ['cut off', '{"a":'],
  ['null', 'null'],
  ['true', 'true'],
  ['a number', '123'],
  ['a string', '"text"'],
  ['an empty array', '[]'],
  ['an array of objects', '[{},{}]'],
  ['an empty object (missing fields)', '{}'],
  ['__proto__ pollution', '{"__proto__":{"admin":true,"userType":"userdownline"}}'],
  ['constructor pollution', '{"constructor":{"prototype":{"admin":true}}}'],
  ['over 64 KB', JSON.stringify({ data: 'x'.repeat(70_000) })],
  ['nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['duplicate keys', '{"a":1,"a":[2]}'],
  ['byte order mark', '\uFEFF{}'],
  ['NaN', '{"a":NaN}'],
  ['single quotes', "{'a':1}"],
  ['trailing garbage', '{"a":1}garbage'],
  ['NUL', '\u0000'],
  ['empty', ''],
  ['whitespace', '   '],
];

/** Field names the spec's bodies use; each gets values no field of that name accepts. */
const FIELDS = [
  'companyID', 'company_id', 'id', 'userID', 'user_id', 'usrID', 'name', 'email', 'password', 'status', 'module', 'type', 'amount', 'price',
  'data', 'items', 'roleName', 'modules', 'html', 'to', 'token', 'refresh_token', 'domainName', 'username', 'enabled', 'host', 'port',
  'salesAE', 'LimitLead', 'campaign_id', 'branding', 'smtp', 'page',
];
const FIELD_VALUES: [string, unknown][] = [
  ['an array', [1, 'two', null]],
  ['an object', { nested: { deep: [] } }],
  ['a 20,000-character string', 'x'.repeat(20_000)],
  ['20,000 characters of emoji', '😀'.repeat(5_000)],
  ['a float', 1.5],
  ['a huge number', 1e308],
  ['a boolean', true],
];

export function substitute(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? 'x1');
}

/** A real id for each parameter name, so the malformed part is the only thing wrong (one spelling per kind of id: docs/decisions.md, API shape). */
export function validParams(path: string, ids: Record<string, string>): Record<string, string> {
  const fixed: Record<string, string> = { month: '2026-11', start: '2026-11-01', end: '2026-11-01', file: 'x1.png' };
  const params: Record<string, string> = {};
  for (const [, name = ''] of path.matchAll(/\{(\w+)\}/g)) {
    params[name] = name === 'rootId' || name === 'companyId' || name === 'userId' ? (ids[name] ?? 'x1') : (fixed[name] ?? 'x1');
  }
  return params;
}

/**
 * At least PER_ROUTE malformed requests for `method path`; for a GET route whose handler reads no
 * query (`readsQuery: false`), fewer: each odd query value once (under keys taken in turn) instead
 * of filling up to PER_ROUTE with them. Such a route never sees the query (its spec has no query
 * schema, and nothing else reads it: packages/functions/src/lib/http-reads.test.ts), so the same
 * value under another key is the same request to it, and each one ran the route's whole service
 * (docs/decisions.md, Test layers: a page's rules are component tests).
 */
export function badRequests(method: string, path: string, ids: Record<string, string>, readsQuery = true): (BadRequest & { method: string; path: string })[] {
  const valid = validParams(path, ids);
  const base = substitute(path, valid);
  const withBody = method !== 'GET';
  const out: (BadRequest & { method: string; path: string })[] = [];
  const add = (r: BadRequest) => out.push({ method, path: base, ...r });

  for (const name of Object.keys(valid)) {
    for (const [label, value] of PATH_VALUES) add({ label: `{${name}} ${label}`, path: substitute(path, { ...valid, [name]: value }), ...(withBody ? { body: '{}' } : {}) });
  }
  add({ label: 'trailing double slash', path: `${base}//` });
  add({ label: 'wrong method', method: method === 'GET' ? 'PATCH' : 'GET' });
  add({ label: 'odd content type', body: '{}', headers: { 'content-type': 'text/plain; charset=utf-16' } });
  add({ label: 'garbage bearer token', headers: { authorization: `Bearer ${'x'.repeat(3000)}` } });
  add({ label: 'a 6 KB header', headers: { 'x-filler': 'y'.repeat(6000) } });
  add({ label: 'repeated and bracketed query keys', path: `${base}?page=1&page=2&per_page[]=3&__proto__[x]=1` });
  if (withBody) for (const [label, body] of RAW_BODIES) add({ label: `body: ${label}`, body });

  if (!withBody && !readsQuery) {
    const start = startOf(`${method} ${path}`, QUERY_KEYS.length);
    QUERY_VALUES.forEach(([label, value], i) => {
      const key = QUERY_KEYS[(start + i) % QUERY_KEYS.length] as string;
      add({ label: `?${key}=${label}`, path: `${base}?${key}=${value}` });
    });
    return out;
  }

  // The rest, up to PER_ROUTE, sampled evenly from wrong-typed fields and odd queries, so every
  // route gets a mix of both without the run growing with the number of combinations.
  const fill: BadRequest[] = [];
  if (withBody) for (const field of FIELDS) for (const [label, value] of FIELD_VALUES) fill.push({ label: `${field}: ${label}`, body: JSON.stringify({ [field]: value }) });
  for (const key of QUERY_KEYS) for (const [label, value] of QUERY_VALUES) fill.push({ label: `?${key}=${label}`, path: `${base}?${key}=${value}` });
  const room = Math.min(fill.length, Math.max(0, PER_ROUTE - out.length));
  const start = startOf(`${method} ${path}`, fill.length);
  for (let i = 0; i < room; i += 1) add(fill[(start + Math.floor((i * fill.length) / room)) % fill.length] as BadRequest);
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** `body` with the value at `path` replaced. */
function replaceAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  return { ...body, [head]: rest.length ? replaceAt(body[head] as Record<string, unknown>, rest, value) : value };
}

/**
 * A route's valid body with each nested object emptied, or given a key no schema has (holding an
 * empty object), one at a time; and the body with such a key at the top. Sent with the route's own
 * caller, so each reaches the route's rules: the malformed part is the only thing wrong. A service
 * that builds a write from what a nested object holds must refuse an empty one, not fail inside.
 */
export function nestedVariants(body: unknown): { label: string; body: Record<string, unknown> }[] {
  if (!isPlainObject(body)) return [];
  const out: { label: string; body: Record<string, unknown> }[] = [{ label: 'an unknown nested object at the top', body: { ...body, zzUnknown: {} } }];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (!isPlainObject(value)) continue;
      const at = [...path, key];
      out.push({ label: `${at.join('.')} empty`, body: replaceAt(body, at, {}) });
      out.push({ label: `${at.join('.')} with an unknown nested object`, body: replaceAt(body, at, { ...value, zzUnknown: {} }) });
      walk(value, at);
    }
  };
  walk(body, []);
  return out;
}
