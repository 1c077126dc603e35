import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import qs from 'qs';
import { accountRoutes } from './accounts.js';
import { chargeRoutes } from './charges.js';
import { control, type ControlDeps } from './control.js';
import { customerRoutes } from './customers.js';
import type { ApiRoute, Ctx, Engine, KeyKind, RequestInfo } from './engine.js';
import { authenticationError, idempotencyError, StripeError } from './errors.js';
import { eventRoutes } from './events.js';
import type { Faults } from './faults.js';
import { overviewPage } from './overview.js';
import { answerAuth, answerOnboarding, authPage, onboardingPage, type PageResult } from './pages.js';
import { paymentIntentRoutes } from './payment-intents.js';
import { paymentMethodRoutes } from './payment-methods.js';
import { refundRoutes } from './refunds.js';
import { setupIntentRoutes } from './setup-intents.js';
import { transferRoutes } from './transfers.js';

const API_ROUTES: ApiRoute[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...setupIntentRoutes,
  ...paymentIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...accountRoutes,
  ...transferRoutes,
  ...eventRoutes,
];

interface Compiled {
  route: ApiRoute;
  regex: RegExp;
  names: string[];
}

const COMPILED: Compiled[] = API_ROUTES.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, regex: new RegExp(`^${pattern}$`), names };
});

function match(method: string, pathname: string): { route: ApiRoute; path: Record<string, string> } | undefined {
  for (const c of COMPILED) {
    if (c.route.method !== method) continue;
    const m = pathname.match(c.regex);
    if (m) return { route: c.route, path: Object.fromEntries(c.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
  }
  return undefined;
}

export interface ServerDeps {
  engine: Engine;
  secretKey: string;
  publishableKey: string;
  /** Which browser origins may call the publishable-key endpoints. */
  allowOrigin(origin: string): boolean;
  control: Omit<ControlDeps, 'ctx'>;
  faults: Faults;
  save(): void;
  onError(e: unknown): void;
}

const MAX_BODY = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new StripeError(413, { type: 'invalid_request_error', message: 'Request body too large.' }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const parseForm = (raw: string) => qs.parse(raw, { depth: 10, arrayLimit: 100, parameterLimit: 2000 }) as Record<string, unknown>;

function parseControlBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (!raw.trim()) return {};
  if (contentType?.includes('json')) {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  }
  return parseForm(raw);
}

const isLoopback = (addr: string | undefined) => addr === '127.0.0.1' || addr === '::1' || addr === '::ffff:127.0.0.1';

/** The key from `Authorization: Bearer` (the SDK), Basic (curl -u) or a `key` parameter (Stripe.js). */
function presentedKey(req: IncomingMessage, params: Record<string, unknown>): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  if (auth?.startsWith('Basic ')) return Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0];
  return typeof params.key === 'string' ? params.key : undefined;
}

const masked = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

/** Order-independent fingerprint of a request's parameters; a hash, so no card data is kept. */
function fingerprint(method: string, path: string, params: unknown): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
      : Array.isArray(v)
        ? v.map(canonical)
        : v;
  return createHash('sha256').update(`${method} ${path} ${JSON.stringify(canonical(params))}`).digest('hex');
}

export function makeCtx(engine: Engine, path: Record<string, string>, params: Record<string, unknown>, keyKind: KeyKind, request: RequestInfo): Ctx {
  return { engine, path, params, keyKind, request, emit: (type, object, previous) => void engine.emit(type, object, previous, request) };
}

export function createGatewayServer(deps: ServerDeps): Server {
  const { engine } = deps;

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers });
    res.end(JSON.stringify(body, null, 2));
  }

  function sendPage(res: ServerResponse, result: PageResult) {
    if ('redirect' in result) {
      res.writeHead(303, { location: result.redirect, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    res.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(result.html);
  }

  function cors(req: IncomingMessage, route: ApiRoute | undefined): Record<string, string> {
    const origin = req.headers.origin;
    if (!origin || !route?.publishable || !deps.allowOrigin(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      vary: 'Origin',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Authorization, Content-Type, Stripe-Version, Idempotency-Key',
      'access-control-max-age': '600',
    };
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const requestId = `req_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const version = (req.headers['stripe-version'] as string | undefined) ?? engine.apiVersion;
    const matched = match(method === 'OPTIONS' ? String(req.headers['access-control-request-method'] ?? 'POST') : method, url.pathname);
    const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': version, ...cors(req, matched?.route) };
    if (method === 'OPTIONS') {
      res.writeHead(204, headers);
      res.end();
      return;
    }
    const fault = deps.faults.take(method, url.pathname);
    if (fault?.mode === 'timeout') return holdThenDrop(req, fault.holdMs);
    if (fault?.mode === 'slow') await new Promise((ok) => setTimeout(ok, fault.holdMs));
    if (fault?.mode === 'error') {
      await readBody(req).catch(() => '');
      send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred (an error fault of the local gateway answered; nothing was done).' } }, headers);
      return;
    }
    // A lost answer: the request is performed and recorded as usual, only its answer never leaves.
    const reply: typeof send = fault?.mode === 'lost_answer' ? () => void res.socket?.destroy() : send;
    try {
      const raw = method === 'POST' ? await readBody(req) : url.search.slice(1);
      const params = parseForm(raw);
      const key = presentedKey(req, params);
      delete params.key;
      if (!key) {
        throw authenticationError(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      }
      const keyKind: KeyKind | undefined = key === deps.secretKey ? 'secret' : key === deps.publishableKey ? 'publishable' : undefined;
      if (!keyKind) throw authenticationError(`Invalid API Key provided: ${masked(key)}`);
      if (!matched) {
        throw new StripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        });
      }
      if (req.headers['stripe-account']) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          message: 'The local gateway does not make requests on behalf of a connected account (Stripe-Account header); use transfer_data[destination] or transfers.',
          param: 'Stripe-Account',
        });
      }
      if (keyKind === 'publishable' && !matched.route.publishable) {
        throw authenticationError('This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.');
      }
      const idempotencyKey = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      const scope = idempotencyKey ? `${keyKind}:${idempotencyKey}` : undefined;
      const print = fingerprint(method, url.pathname, params);
      if (scope) {
        const stored = engine.store.storedResponse(scope, Date.now());
        if (stored) {
          if (stored.fingerprint !== print) throw idempotencyError(idempotencyKey!);
          reply(res, stored.status, stored.body, { ...headers, 'idempotent-replayed': 'true' });
          return;
        }
      }
      const ctx = makeCtx(engine, matched.path, params, keyKind, { id: requestId, idempotencyKey });
      if (fault?.mode === 'processing') ctx.processingForMs = fault.holdMs;
      let status = 200;
      let body: unknown;
      try {
        body = matched.route.handle(ctx);
      } catch (e) {
        if (!(e instanceof StripeError)) throw e;
        status = e.status;
        body = e.toJSON();
      }
      // Stripe replays a key's first answer, declines included, so a retried charge never charges twice.
      if (scope) engine.store.storeResponse(scope, { fingerprint: print, status, body, at: Date.now() });
      deps.save();
      reply(res, status, body, headers);
    } catch (e) {
      if (e instanceof StripeError) {
        reply(res, e.status, e.toJSON(), headers);
        return;
      }
      deps.onError(e);
      reply(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred on the local gateway.' } }, headers);
    }
  }

  /** A timeout fault: nothing is performed; the connection is dropped once the caller gives up or `holdMs` passes. */
  function holdThenDrop(req: IncomingMessage, holdMs: number): Promise<void> {
    return new Promise((done) => {
      const timer = setTimeout(() => req.socket.destroy(), holdMs);
      req.socket.once('close', () => {
        clearTimeout(timer);
        done();
      });
    });
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL) {
    const ctx = makeCtx(engine, {}, {}, 'secret', { id: null, idempotencyKey: null });
    const form = req.method === 'POST' ? parseForm(await readBody(req)) : {};
    let m: RegExpMatchArray | null;
    if ((m = url.pathname.match(/^\/_auth\/([a-z_]+)\/([A-Za-z0-9_]+)$/))) {
      if (req.method === 'GET') return sendPage(res, authPage(ctx, m[1]!, m[2]!, url.searchParams.get('token') ?? undefined));
      if (req.method === 'POST') {
        const result = answerAuth(ctx, m[1]!, m[2]!, form);
        deps.save();
        return sendPage(res, result);
      }
    }
    if ((m = url.pathname.match(/^\/_connect\/onboarding\/([A-Za-z0-9]+)$/))) {
      const result = req.method === 'POST' ? answerOnboarding(ctx, m[1]!, form) : onboardingPage(ctx, m[1]!);
      deps.save();
      return sendPage(res, result);
    }
    sendPage(res, { status: 404, html: '<!doctype html><title>Not found</title><h1>Not found</h1>' });
  }

  async function local(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!isLoopback(req.socket.remoteAddress)) {
      send(res, 403, { error: { type: 'invalid_request_error', message: 'Control endpoints answer loopback callers only.' } });
      return;
    }
    const body = req.method === 'POST' ? parseControlBody(await readBody(req), req.headers['content-type']) : {};
    const ctx = makeCtx(engine, {}, {}, 'secret', { id: null, idempotencyKey: null });
    const answer = await control({ ...deps.control, ctx }, req.method ?? 'GET', url.pathname, body);
    deps.save();
    send(res, answer.status, answer.body);
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const handler = url.pathname.startsWith('/v1/')
      ? api
      : url.pathname.startsWith('/_auth/') || url.pathname.startsWith('/_connect/')
        ? pages
        : url.pathname.startsWith('/_local/')
          ? local
          : undefined;
    if (!handler && url.pathname === '/' && req.method === 'GET' && isLoopback(req.socket.remoteAddress)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(overviewPage(engine, deps.control.webhooks.url()));
      return;
    }
    if (!handler) {
      send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` } });
      return;
    }
    handler(req, res, url).catch((e: unknown) => {
      deps.onError(e);
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred on the local gateway.' } });
    });
  });
}
