import { Agent, request } from 'node:http';
import { routes, webhooks } from '@platform/functions/routes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mapLimit } from '../../../packages/core/src/platform/concurrency.js';
import { DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import type { RouteReads } from '../../../packages/functions/src/lib/http.js';
import { badRequests, PER_ROUTE, type BadRequest } from './bad-requests.js';

/**
 * Every route of the manifest (and every webhook), present and future, gets at least PER_ROUTE malformed
 * requests: odd path parameters, malformed JSON, wrong types, huge strings, unicode, arrays for
 * objects, missing fields, odd queries and headers (a GET route that reads no query: every odd
 * query value once, not PER_ROUTE filled up with them; bad-requests.ts says why). Signed in as
 * Acme's owner where the route needs a user, with Acme's real ids elsewhere in the path so each
 * request reaches the route's rules.
 * No answer may be a server error, every refusal is the one error body, and a sample of Acme's
 * data reads the same before and after.
 */

type S = Awaited<ReturnType<typeof session>>;
let agency: S;
let root: S;
let client: S;

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

// Kept-alive connections, as many as the sweep has in flight: a connection per request cost the
// platform an accept, a socket and a close for each of ~23,000 requests (docs/performance.md, Test time).
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
afterAll(() => agent.destroy());
/** Requests sent again on a fresh connection after a kept-alive one was closed under them. */
let resent = 0;

function send(path: string, r: BadRequest & { method: string }, token?: string, fresh = false): Promise<Answer> {
  return new Promise((resolve) => {
    const body = r.body;
    const req = request(
      {
        agent: fresh ? false : agent,
        host: '127.0.0.1',
        port: inject('apiPort'),
        path,
        method: r.method,
        headers: {
          host: 'acme.localhost',
          ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...r.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), contentType: String(res.headers['content-type'] ?? '') }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      // The server's idle timer can close a kept-alive connection just as a request is written to it
      // (more likely on a loaded machine): that request never reached it, so it goes again on a
      // connection of its own. A fresh connection closed unanswered is a fault, reported with the
      // request that caused it (status 0).
      if (!fresh && req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) {
        resent += 1;
        resolve(send(path, r, token, true));
        return;
      }
      resolve({ status: 0, body: String(e), contentType: '' });
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** What a sample of Acme's screens show; the bad requests must leave all of it as it was. */
async function snapshot() {
  const read = async (path: string, token: string) => {
    const a = await send(path, { method: 'GET', label: 'snapshot' }, token);
    expect(a.status, `${path} answers`).toBe(200);
    return JSON.parse(a.body) as unknown;
  };
  return {
    me: await read('/api/user', agency.access_token),
    settings: await read(`/api/configuration/setting/${agency.companyId}`, agency.access_token),
    clients: await read(`/api/configuration/companies/${agency.companyId}/children?per_page=100`, agency.access_token),
    costs: await read(`/api/configuration/costagency/${agency.companyId}`, root.access_token),
    clientCosts: await read(`/api/configuration/user/costmodule/${client.companyId}`, agency.access_token),
    roles: await read(`/api/configuration/role-module/list/${agency.companyId}`, agency.access_token),
  };
}

const entries = [...routes.map((r) => ({ ...r, signed: r.access === 'user' })), ...webhooks.map((w) => ({ ...w, signed: false }))];

/** Whether each GET route's handler reads a query (its spec's `reads.query`); other routes get the full sample. */
const readsQuery = new Map<string, boolean>();

beforeAll(async () => {
  [agency, root, client] = await Promise.all([session(...DEMO.agency), session(...DEMO.root), session(...DEMO.client)]);
  useCore();
  for (const route of entries.filter((r) => r.method === 'GET')) {
    const mod = (await import(/* @vite-ignore */ `@platform/functions/${route.handler}.js`)) as { handler: { reads?: RouteReads } };
    readsQuery.set(route.handler, mod.handler.reads?.query ?? true);
  }
});

describe('generated bad input: every route refuses malformed requests without a server error and changes nothing', () => {
  it('covers every route of the manifest and every webhook', () => {
    expect(entries.length).toBe(routes.length + webhooks.length);
  });

  // About 23,000 requests: 1-3 minutes on a busy 2-core machine, so the limit only catches a hang.
  it(`${entries.length} routes × at least ${PER_ROUTE} malformed requests (each odd query once where a GET route reads none): no 5xx, the one error body, nothing changed`, { timeout: Number(process.env.BAD_INPUT_TIMEOUT_MS ?? 600_000) }, async () => {
    const ids: Record<string, string> = { rootId: root.companyId, companyId: agency.companyId, userId: agency.userId, clientId: client.companyId };
    const before = await snapshot();
    const jobs: (() => Promise<string | undefined>)[] = [];
    let perRouteMin = Infinity;
    let queryBlindRoutes = 0;
    // BAD_INPUT_TIMINGS=1 prints the requests per second and the routes that took longest: where this sweep's time goes.
    const spent = new Map<string, number>();
    for (const route of entries) {
      const reads = route.method !== 'GET' || (readsQuery.get(route.handler) ?? true);
      const requests = badRequests(route.method, route.path, ids, reads);
      if (reads) perRouteMin = Math.min(perRouteMin, requests.length);
      else queryBlindRoutes += 1;
      for (const r of requests) {
        jobs.push(async () => {
          const t0 = performance.now();
          const a = await send(r.path, { ...r, method: r.method }, route.signed ? agency.access_token : undefined);
          const key = `${route.method} ${route.path}`;
          spent.set(key, (spent.get(key) ?? 0) + performance.now() - t0);
          const where = `${route.method} ${route.path} [${r.label}] → ${r.method} ${r.path.slice(0, 120)}`;
          if (a.status >= 500 || a.status === 0) return `${where} answered ${a.status}: ${a.body.slice(0, 200)}`;
          if (a.status >= 400 && a.contentType.startsWith('application/json')) {
            let parsed: { result?: unknown; message?: unknown } = {};
            try {
              parsed = JSON.parse(a.body) as typeof parsed;
            } catch {
              return `${where} answered ${a.status} with a body that is not JSON`;
            }
            if (parsed.result !== 'error' || typeof parsed.message !== 'string') return `${where} answered ${a.status} outside the one error body: ${a.body.slice(0, 200)}`;
          }
          return undefined;
        });
      }
    }
    // 8 in flight: enough to be quick, few enough for a 2-core CI machine.
    const started = performance.now();
    const problems = (await mapLimit(jobs, 8, (job) => job())).filter((p): p is string => p !== undefined);
    if (process.env.BAD_INPUT_TIMINGS) {
      const s = (performance.now() - started) / 1000;
      console.log(`${jobs.length} requests in ${s.toFixed(1)} s: ${(jobs.length / s).toFixed(0)} requests/s, ${resent} sent again on a fresh connection`);
      for (const [route, ms] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${(ms / 1000).toFixed(1)} s  ${route}`);
    }
    expect(perRouteMin).toBeGreaterThanOrEqual(PER_ROUTE);
    // Most GET routes read no query; should none be recognised as such, the handlers lost their `reads`.
    expect(queryBlindRoutes).toBeGreaterThan(0);
    expect(problems.slice(0, 30), `${problems.length} of ${jobs.length} malformed requests were mishandled`).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
