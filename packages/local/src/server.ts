import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lambdaContext, toApiGatewayEvent, writeResult } from './apigw.js';
import { matchRoute } from './router.js';
import { requestUrl } from './request-guard.js';
import { frameableSecurityHeaders, getConfig, isFrameablePath, pageOrigins, securityHeaders } from '@platform/core';
import { serveLocal, type LocalRuntime } from './local-endpoints.js';
import { serveStatic } from './static-files.js';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const FUNCTIONS_SRC = fileURLToPath(new URL('../../functions/src/', import.meta.url));
export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const MAX_BODY = 12 * 1024 * 1024;

const handlers = new Map<string, Promise<LambdaHandler>>();

/** Loads the handler module the manifest names, once, as a Lambda would on cold start. */
function loadHandler(modulePath: string): Promise<LambdaHandler> {
  let h = handlers.get(modulePath);
  if (!h) {
    h = import(join(FUNCTIONS_SRC, `${modulePath}.ts`)).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(modulePath, h);
  }
  return h;
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

const MALFORMED = { result: 'error', message: 'The request is malformed.' } as const;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (!match) return sendJson(res, 404, { result: 'error', message: 'Not Found' });
  if ('malformed' in match) return sendJson(res, 400, MALFORMED);
  if ('methodNotAllowed' in match) return sendJson(res, 405, { result: 'error', message: 'Method Not Allowed' });
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch {
    return sendJson(res, 413, { result: 'error', message: 'The request body is too large.' });
  }
  const routeKey = `${match.route.method} ${match.route.path}`;
  const event = toApiGatewayEvent(req, body, url, routeKey, match.params);
  const handler = await loadHandler(match.route.handler);
  const result = await handler(event, lambdaContext(match.route.handler.replace(/\//g, '-')));
  writeResult(res, result);
}

/** The built web app, with the SPA fallback, compression and caching CloudFront gives in production. */
function serveWeb(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return Promise.resolve(sendJson(res, 405, { result: 'error', message: 'Method Not Allowed' }));
  return serveStatic(req, res, url, WEB_DIST);
}

export function createPlatformServer(opts: LocalRuntime & { onError: (e: unknown) => void }): Server {
  const failed = (res: ServerResponse, e: unknown) => {
    opts.onError(e);
    if (!res.headersSent) sendJson(res, 500, { result: 'error', message: 'Something went wrong, please try again later.' });
    else res.end();
  };
  // The same headers CloudFront's response-headers policy adds in AWS (stacks/web.ts), on every answer.
  // This server speaks plain http, so no upgrade-insecure-requests (it would break every local asset).
  const headers = Object.entries(securityHeaders(pageOrigins(getConfig()), { https: false }));
  // The GoHighLevel menu link's page may be framed by GoHighLevel, as CloudFront's `/embed/*` behaviour allows.
  const frameable = Object.entries(frameableSecurityHeaders(pageOrigins(getConfig()), { https: false }));
  return createServer((req, res) => {
    // Nothing a client sends may throw out of here: a throw in this callback would end the process.
    try {
      const url = requestUrl(req.url, req.headers.host);
      for (const [name, value] of url && isFrameablePath(url.pathname) ? frameable : headers) res.setHeader(name, value);
      if (!url) return sendJson(res, 400, MALFORMED);
      const work = url.pathname === '/api' || url.pathname.startsWith('/api/')
        ? serveApi(req, res, url)
        : url.pathname.startsWith('/_local/')
          ? serveLocal(req, res, url, opts).then(() => undefined)
          : Promise.resolve().then(() => serveWeb(req, res, url));
      work.catch((e: unknown) => failed(res, e));
    } catch (e) {
      failed(res, e);
    }
  });
}
