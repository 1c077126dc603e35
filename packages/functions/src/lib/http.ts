import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Actor } from '@platform/core/access/actor';
import type { ApiClient } from '@platform/core/developer/scopes';
import { confirmSession, verifyBearer, type PendingActor } from '@platform/core/identity/sessions';
import { getConfig } from '@platform/core/platform/config';
import { originOf, runWithOrigin } from '@platform/core/platform/request-context';
import { runBehindSession } from '@platform/core/platform/session-gate';
import { badRequest } from '@platform/core/shared/errors';
import { z } from 'zod';
import { createLogger, type Logger } from './logger.js';
import { apiClientAuth, idempotentPost } from './api-client.js';
import { assertCameThroughCdn } from './origin-verify.js';
import { errorResponse, json, withHeaders } from './responses.js';

const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Any zod schema, classic or mini (the sign-in path's contracts are zod/mini: core/src/shared/error-response.contract.ts). */
type Schema = z.core.$ZodType | undefined;
type Out<S extends Schema> = S extends z.core.$ZodType ? z.output<S> : undefined;

type Auth = 'public' | 'user' | 'token' | 'apiClient';

export interface RouteSpec<B extends Schema, P extends Schema, Q extends Schema> {
  /**
   * 'public' routes need no token; 'user' routes need a valid, unrevoked access token. 'token'
   * routes get the verified token's {@link PendingActor} and call a service that reads the session
   * in its own first batch (one DynamoDB round trip for the whole request); nothing else takes one.
   * 'apiClient' routes (the public API) need a public-API bearer token: the handler gets its
   * {@link ApiClient}, every answer carries the key's rate-limit headers and a POST honours
   * Idempotency-Key (lib/api-client.ts).
   */
  auth: Auth;
  /** A larger JSON body than the default 64 KiB (the public API's 10,000 exclusions per call). */
  maxBodyBytes?: number;
  body?: B;
  /** The body may also come as form fields (multipart/form-data or urlencoded), as the spec's form posts do. */
  form?: boolean;
  path?: P;
  query?: Q;
}

export interface RouteInput<B extends Schema, P extends Schema, Q extends Schema, A extends Auth> {
  body: Out<B>;
  path: Out<P>;
  query: Out<Q>;
  actor: A extends 'user' ? Actor : A extends 'token' ? PendingActor : A extends 'apiClient' ? ApiClient : undefined;
  ip: string | undefined;
  log: Logger;
  event: APIGatewayProxyEventV2;
}

/** A file answer (a CSV download, a banner's PNG): sent as an attachment, not JSON. `base64`: body holds binary bytes in base64. */
export interface FileResult {
  file: { filename: string; contentType: string; body: string; base64?: boolean };
}

/** A redirect (a stored image's short-lived read URL), cacheable for maxAge seconds. */
export interface RedirectResult {
  redirect: { location: string; maxAge: number };
}

/** A page or asset shown in the browser as it is (the public API's documentation page and its script). */
export interface PageResult {
  page: { contentType: string; body: string; headers: Record<string, string> };
}

/** What a handler returns: a body for 200, a status with a body (and headers), a file, a redirect or a page. */
export type RouteResult = { status: number; body: unknown; headers?: Record<string, string> } | FileResult | RedirectResult | PageResult | Record<string, unknown>;

const isFile = (r: RouteResult): r is FileResult => typeof (r as FileResult).file === 'object' && (r as FileResult).file !== null;
const isPage = (r: RouteResult): r is PageResult => typeof (r as PageResult).page === 'object' && (r as PageResult).page !== null;
const isRedirect = (r: RouteResult): r is RedirectResult => typeof (r as RedirectResult).redirect === 'object' && (r as RedirectResult).redirect !== null;

interface RequestState {
  log: Logger;
  started: number;
  actor?: Actor;
  pending?: PendingActor;
  /** A 'user' route's session read, under way beside the route's own reads. */
  sessionLive?: Promise<Actor>;
  apiClient?: ApiClient;
  /** Headers every answer of the request carries, errors included (the public API's rate limit). */
  headers?: Record<string, string>;
  body?: unknown;
  path?: unknown;
  query?: unknown;
}

type Ctx = Context & { state?: RequestState };
type Req = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx>;

function readJsonBody(event: APIGatewayProxyEventV2, maxBytes = MAX_JSON_BODY_BYTES): unknown {
  if (!event.body) return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > maxBytes) throw badRequest('The request body is too large.');
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * Form fields as an object of strings (a repeated name becomes a list). Files are refused: they go
 * straight to storage through an upload address, never through the API.
 */
async function readFormBody(event: APIGatewayProxyEventV2, contentType: string): Promise<unknown> {
  if (!event.body) return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_JSON_BODY_BYTES) throw badRequest('The request body is too large.');
  let form: FormData;
  try {
    form = await new Request('http://form.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: raw }).formData();
  } catch {
    throw badRequest('The request body is not valid form data.');
  }
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') throw badRequest('Files are not accepted here: upload them to the address the upload call answers.');
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** Request id, structured logger and one log line per request with status and duration. */
const requestLog = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx> => ({
  before: (req: Req) => {
    const log = createLogger({
      requestId: req.context.awsRequestId,
      route: req.event.routeKey,
    });
    req.context.state = { log, started: Date.now() };
  },
  after: (req: Req) => {
    const s = req.context.state;
    const res = req.response as { statusCode?: number } | undefined;
    s?.log.info('request', { status: res?.statusCode ?? 200, ms: Date.now() - s.started, tenantId: s.actor?.rootId, userId: s.actor?.userId });
  },
});

/** Behind CloudFront, a request without its origin secret is refused before auth or parsing. */
const cdnOrigin = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx> => ({
  before: (req: Req) => assertCameThroughCdn(req.event.headers),
});

/** The bearer token's actor; only ever from the verified token. */
const authContext = (auth: Auth): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx> => ({
  before: async (req: Req) => {
    if (auth === 'public') return;
    const header = req.event.headers.authorization ?? req.event.headers.Authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const s = req.context.state;
    if (auth === 'apiClient') {
      const { ip } = originOf(req.event.requestContext.http.sourceIp, req.event.headers, getConfig().TRUST_CDN_HEADERS === 'true');
      if (s) Object.assign(s, await apiClientAuth(token, ip));
      return;
    }
    // 'user' and 'token' alike: the signature now, the session for 'user' after parsing.
    const pending = await verifyBearer(token);
    if (s) s.pending = pending;
  },
});

/**
 * A 'user' route's session read starts after its input parsed (a malformed request from a signed
 * token is refused without a database read; docs/decisions.md, Runtime and tooling) and is not
 * waited for here: the service starts at once with the token's claims, reading beside it, while
 * its writes and outside calls wait for it (docs/decisions.md, "Sign-in and sessions").
 */
const sessionCheck = (auth: Auth): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx> => ({
  before: (req: Req) => {
    const s = req.context.state;
    if (auth !== 'user' || !s?.pending) return;
    s.sessionLive = confirmSession(s.pending);
    s.actor = s.pending.claims;
  },
});

/**
 * `fn` behind the request's session read: its answer, or its error, only once the session is known
 * live; a session that is not live answers its own error (401), whatever `fn` did meanwhile.
 */
async function behindSession<T>(sessionLive: Promise<Actor> | undefined, fn: () => Promise<T>): Promise<T> {
  if (!sessionLive) return fn();
  const outcome = await runBehindSession(sessionLive, fn).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await sessionLive;
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/** zod parse of path, query and body; a failure is a 422 with field messages (z.parse throws ZodError for mini schemas too). */
const parseInput = (spec: RouteSpec<Schema, Schema, Schema>): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx> => ({
  before: async (req: Req) => {
    const s = req.context.state as RequestState;
    if (spec.path) s.path = z.parse(spec.path, req.event.pathParameters ?? {});
    if (spec.query) s.query = z.parse(spec.query, req.event.queryStringParameters ?? {});
    if (!spec.body) return;
    const contentType = req.event.headers['content-type'] ?? req.event.headers['Content-Type'] ?? '';
    const raw = spec.form && FORM_TYPES.test(contentType) ? await readFormBody(req.event, contentType) : readJsonBody(req.event, spec.maxBodyBytes);
    s.body = z.parse(spec.body, raw);
  },
});

const errorMapping = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx> => ({
  onError: (req: Req) => {
    const { response, unexpected } = errorResponse(req.error);
    const s = req.context.state;
    const fields = { status: response.statusCode, ms: s ? Date.now() - s.started : undefined, tenantId: (s?.actor ?? s?.pending?.claims)?.rootId };
    if (unexpected) {
      s?.log.error('unexpected error', { ...fields, error: req.error instanceof Error ? req.error.stack : String(req.error) });
    } else {
      s?.log.info('request', fields);
    }
    req.response = withHeaders(response, s?.headers);
  },
});

/**
 * A Lambda handler for one API Gateway HTTP API (payload v2) route. Middlewares do the request log,
 * auth, zod parsing and error mapping; `fn` only calls a service.
 */
export function httpRoute<A extends Auth, B extends Schema = undefined, P extends Schema = undefined, Q extends Schema = undefined>(
  spec: RouteSpec<B, P, Q> & { auth: A },
  fn: (input: RouteInput<B, P, Q, A>) => Promise<RouteResult>,
) {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Ctx>()
    .use(requestLog())
    .use(errorMapping())
    .use(cdnOrigin())
    .use(authContext(spec.auth))
    .use(parseInput(spec as RouteSpec<Schema, Schema, Schema>))
    .use(sessionCheck(spec.auth))
    .handler(async (event, context) => {
      const s = context.state as RequestState;
      const origin = originOf(event.requestContext.http.sourceIp, event.headers, getConfig().TRUST_CDN_HEADERS === 'true');
      const actor = spec.auth === 'token' ? s.pending : spec.auth === 'apiClient' ? s.apiClient : s.actor;
      // The origin rides along the request, so every user-log row records the address and place.
      const run = async () =>
        withHeaders(
          toResponse(
            await runWithOrigin(origin, () =>
              fn({ body: s.body as Out<B>, path: s.path as Out<P>, query: s.query as Out<Q>, actor: actor as RouteInput<B, P, Q, A>['actor'], ip: origin.ip, log: s.log, event }),
            ),
          ),
          s.headers,
        );
      return s.apiClient && event.requestContext.http.method === 'POST' ? idempotentPost(s.apiClient, s.headers, event, run) : behindSession(s.sessionLive, run);
    });
  // What the route reads of a request besides its path: a route with no query schema never sees the
  // query (nothing else here reads it), which the generated bad-input sweep relies on.
  return Object.assign(handler, { reads: { query: spec.query !== undefined } satisfies RouteReads });
}

/** The parts of a request a route's handler reads, as its spec declares them. */
export interface RouteReads {
  query: boolean;
}

function toResponse(result: RouteResult): APIGatewayProxyStructuredResultV2 {
  if (isFile(result)) {
    const safeName = result.file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
    return {
      statusCode: 200,
      headers: {
        'content-type': result.file.contentType,
        'content-disposition': `attachment; filename="${safeName}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: result.file.body,
      ...(result.file.base64 ? { isBase64Encoded: true } : {}),
    };
  }
  if (isPage(result)) {
    return { statusCode: 200, headers: { ...result.page.headers, 'content-type': result.page.contentType, 'x-content-type-options': 'nosniff' }, body: result.page.body };
  }
  if (isRedirect(result)) {
    return { statusCode: 302, headers: { location: result.redirect.location, 'cache-control': `public, max-age=${result.redirect.maxAge}` }, body: '' };
  }
  if ('status' in result && typeof result.status === 'number' && 'body' in result) {
    return withHeaders(json(result.status, result.body), result.headers as Record<string, string> | undefined);
  }
  return json(200, result);
}

/** Ids in paths: opaque, bounded, no slashes. */
export const idParam = z
  .string()
  .trim()
  .min(1, 'An id is required')
  .max(64, 'The id is too long')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f/\\]+$/, 'The id is not valid');
