import { routes } from '../../../packages/functions/src/routes.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';
import { api, DEMO, session, type Role, type Session } from './kit.js';
import { validRequests, type Prepared } from './valid-requests.js';
import { nestedVariants } from './bad-requests.js';
import { deadSessionToken, installProbe, probeRoute, roundTripProblems } from './round-trip-probe.js';

/**
 * The concurrency rule (docs/decisions.md, Writes that move money or count) for every write
 * route of the manifest: the same request sent 20
 * times at once leaves the state one request leaves. Each route's valid request and what to read
 * after it are in valid-requests.ts; a new write route without a row there fails here.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = routes.filter((r) => WRITES.has(r.method)).map((r) => `${r.method} ${r.path}`);
const BURST = 20;

const s = {} as Record<Role, Session>;
beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as Role[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

/** Each route's first fixture once its test is done, for the nested-body sweep below. */
const used = new Map<string, Prepared>();

const send = (method: string, p: Prepared) =>
  api(p.path, { method, ...(p.body !== undefined ? { body: p.body } : {}), ...(p.token ? { token: p.token } : {}), ...(p.from ? { from: p.from } : {}) });

describe('a burst of 20 identical writes leaves the state of one', () => {
  it('every write route of the manifest has a valid request (or a stated reason) in valid-requests.ts', () => {
    const missing = writeRoutes.filter((key) => !validRequests[key]).map((key) => `add a valid request for ${key}`);
    expect(missing).toEqual([]);
    const stale = Object.keys(validRequests).filter((key) => !writeRoutes.includes(key));
    expect(stale, 'rows for routes that are not in the manifest').toEqual([]);
  });

  it.each(writeRoutes)('%s', async (key) => {
    const row = validRequests[key];
    if (!row) throw new Error(`add a valid request for ${key} to tests/api/generated/valid-requests.ts`);
    if ('exempt' in row) {
      expect(row.exempt.length, 'say why repeats of this route are meant to act each time').toBeGreaterThan(20);
      return;
    }
    const method = key.split(' ')[0] ?? 'POST';
    // The twins are prepared at once: each is its own fixture (fresh companies and users), and
    // preparing them was half the suite's time, one after the other.
    const [one, many] = await Promise.all([row.prepare({ s }), row.prepare({ s })]);
    const single = await send(method, one);
    expect(single.status, `the row's request is valid: ${JSON.stringify(single.body).slice(0, 300)}`).toBeLessThan(300);
    const answers = await Promise.all(Array.from({ length: BURST }, () => send(method, many)));
    const errors = answers.filter((a) => a.status >= 500);
    expect(errors.map((a) => JSON.stringify(a.body)), 'no request of the burst fails inside').toEqual([]);
    expect(answers.some((a) => a.status < 300), 'at least one request of the burst succeeds').toBe(true);
    expect(await many.state()).toEqual(await one.state());
    used.set(key, one);
  });
});

// Part of the generated bad input (bad-requests.ts): malformed nesting needs a valid body and the
// route's own caller to get past the first checks, which the rows above have.
describe('generated bad input: each write route’s valid body with a nested object emptied or given an unknown key', () => {
  it('no answer is a server error, and every refusal is the one error body', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const [key, one] of used) {
      const method = key.split(' ')[0] ?? 'POST';
      for (const variant of nestedVariants(one.body)) {
        sent += 1;
        const a = await send(method, { ...one, body: variant.body });
        const body = a.body as { result?: unknown; message?: unknown } | undefined;
        if (a.status >= 500) problems.push(`${key} [${variant.label}] answered ${a.status}: ${JSON.stringify(a.body).slice(0, 200)}`);
        else if (a.status >= 400 && (body?.result !== 'error' || typeof body.message !== 'string')) problems.push(`${key} [${variant.label}] answered ${a.status} outside the one error body`);
      }
    }
    expect(problems).toEqual([]);
    // Run alone (-t), only the routes that ran above are swept.
    expect(sent, 'nested bodies sent').toBeGreaterThan(used.size < writeRoutes.length ? 0 : 20);
  });
});

// The round-trip rule for the write routes (docs/decisions.md, "Sign-in and sessions"), with each
// route's valid request from above, sent in this process with a session that does not exist: the
// route's first read goes out beside the session read, and nothing is written; the answer is 401.
describe('a signed-in write route reads beside its session read and writes nothing for a dead session', () => {
  it('every write route that ran above, probed in this process', { timeout: 300_000 }, async () => {
    const uninstall = installProbe();
    const problems: string[] = [];
    let probed = 0;
    try {
      for (const [key, one] of used) {
        const [method = 'POST', template = ''] = key.split(' ');
        const route = routes.find((r) => r.method === method && r.path === template);
        if (!route || route.access !== 'user' || !one.token) continue;
        const r = await probeRoute(route, one.path, await deadSessionToken(one.token), one.body);
        probed += 1;
        if (!r.sessionRead) problems.push(`${key} answered ${r.status} without reading its session`);
        problems.push(...roundTripProblems(r, true).map((p) => `${key}: ${p}`));
      }
    } finally {
      uninstall();
    }
    expect(problems).toEqual([]);
    // Most write routes are signed-in ones; run alone (-t), only those that ran above are probed.
    if (used.size >= 50) expect(probed).toBeGreaterThanOrEqual(50);
  });
});
