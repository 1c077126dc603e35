import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { documentClient } from '@platform/core';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { inject } from 'vitest';
import { isReadCommand } from '../../../packages/core/src/platform/session-gate.js';

/**
 * Runs one route's handler in this process, with the session read held back, and says which
 * DynamoDB commands the route sent while it was held: the generated round-trip rule
 * (docs/decisions.md, "Sign-in and sessions"): a signed-in route's own reads go out beside its
 * session read, never after it, and nothing is written before the session is known to be live.
 */
const HOLD_MS = 80;
const MIDDLEWARE = 'round-trip-probe';

interface Probe {
  sessionId: string;
  /** When the held session read was answered (ms since the probe began); undefined until then. */
  sessionAnsweredAt?: number;
  started: number;
  /** Each command other than the session read: name, when sent, and whether the session was answered by then. */
  others: { name: string; at: number; afterSession: boolean }[];
}
let probe: Probe | undefined;

// What the gate lets through before the session is live is the one rule; everything else counts as a write.
const isWrite = (name: string) => !isReadCommand(name);

export function installProbe(): () => void {
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const p = probe;
      if (!p) return next(args);
      const name = String(context.commandName);
      if (JSON.stringify(args.input).toLowerCase().includes(p.sessionId.toLowerCase())) {
        const out = await next(args);
        await new Promise((r) => setTimeout(r, HOLD_MS));
        p.sessionAnsweredAt = performance.now() - p.started;
        return out;
      }
      p.others.push({ name, at: performance.now() - p.started, afterSession: p.sessionAnsweredAt !== undefined });
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
  return () => documentClient().middlewareStack.remove(MIDDLEWARE);
}

/** The token's claims signed again with another session id: a session that does not exist. */
export async function deadSessionToken(token: string): Promise<string> {
  const key = await importJWK(JSON.parse(inject('tokenPrivateJwk')) as Record<string, string>, 'EdDSA');
  const claims = decodeJwt(token);
  return new SignJWT({ ...claims, sid: `dead${Math.random().toString(36).slice(2)}` }).setProtectedHeader({ alg: 'EdDSA' }).sign(key);
}

const sessionIdOf = (token: string) => String(decodeJwt(token).sid);

function event(method: string, template: string, path: string, token: string, body: unknown): APIGatewayProxyEventV2 {
  const url = new URL(path, 'http://acme.localhost');
  const names = template.split('/');
  const values = url.pathname.split('/');
  const pathParameters: Record<string, string> = {};
  names.forEach((n, i) => {
    const m = /^\{(\w+)\}$/.exec(n);
    if (m) pathParameters[m[1] as string] = decodeURIComponent(values[i] ?? '');
  });
  const query = Object.fromEntries(url.searchParams);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${method} ${template}`,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers: { authorization: `Bearer ${token}`, host: 'acme.localhost', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(url.searchParams.size ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'acme.localhost',
      domainPrefix: 'acme',
      http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'round-trip-probe' },
      requestId: `probe-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${template}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
}

export interface ProbeResult {
  status: number;
  /** Whether a session read was sent at all (not for a request refused before it, e.g. a 422). */
  sessionRead: boolean;
  others: Probe['others'];
}

/** Calls `handler` (packages/functions/src/<handler>) for `method template` at `path` with `token`. */
export async function probeRoute(route: { method: string; path: string; handler: string }, path: string, token: string, body?: unknown): Promise<ProbeResult> {
  const mod = (await import(/* @vite-ignore */ `@platform/functions/${route.handler}.js`)) as { handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2> };
  probe = { sessionId: sessionIdOf(token), started: performance.now(), others: [] };
  const p = probe;
  try {
    const res = await mod.handler(event(route.method, route.path, path, token, body), { awsRequestId: 'probe', functionName: 'probe', getRemainingTimeInMillis: () => 29_000 } as Context);
    return { status: res.statusCode ?? 0, sessionRead: p.sessionAnsweredAt !== undefined, others: p.others };
  } finally {
    probe = undefined;
  }
}

/** What breaks the rule in a probe's result, in words (empty when it holds). */
export function roundTripProblems(r: ProbeResult, dead: boolean): string[] {
  const problems: string[] = [];
  const first = r.others[0];
  if (r.sessionRead && first && first.afterSession && !isWrite(first.name)) problems.push(`its first read (${first.name}) waited for the session read`);
  if (dead) {
    if (r.sessionRead && r.status !== 401) problems.push(`a dead session answered ${r.status}, not 401`);
    const writes = r.others.filter((o) => isWrite(o.name));
    if (writes.length) problems.push(`a dead session wrote: ${writes.map((w) => w.name).join(', ')}`);
  }
  return problems;
}
