import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { resetConfig } from '@platform/core/platform/config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as pixelHit } from '../http/leads/pixel-hit.js';
import { handler as pixelScript } from '../http/leads/pixel-script.js';
import { handler as stripeWebhook } from '../webhooks/stripe.js';
import { httpRoute } from './http.js';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header.js';

const CURRENT = 'current-origin-secret-0123456789abcdef';
const PREVIOUS = 'previous-origin-secret-0123456789abcdef';
const ENV = ['TRUST_CDN_HEADERS', 'ORIGIN_VERIFY_SECRET', 'ORIGIN_VERIFY_SECRET_PREVIOUS'] as const;

let calls = 0;
// A public route: nothing but the origin check stands between the request and the handler.
const route = httpRoute({ auth: 'public' }, async ({ ip }) => {
  calls += 1;
  return { result: 'success', ip };
});

function event(headers: Record<string, string>, path = '/api/example'): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: { http: { method: 'GET', path, sourceIp: '198.51.100.7', protocol: 'HTTP/1.1', userAgent: 'test' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const context = { awsRequestId: 'req-1' } as Context;
const call = async (headers: Record<string, string>) => (await route(event(headers), context)) as APIGatewayProxyStructuredResultV2;

function setEnv(values: Partial<Record<(typeof ENV)[number], string>>) {
  for (const k of ENV) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  resetConfig();
}

describe('behind CloudFront, the API answers only requests that carry its origin secret', () => {
  const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
  beforeEach(() => {
    calls = 0;
    setEnv({ TRUST_CDN_HEADERS: 'true', ORIGIN_VERIFY_SECRET: CURRENT, ORIGIN_VERIFY_SECRET_PREVIOUS: PREVIOUS });
  });
  afterEach(() => setEnv(saved));

  it('refuses a request without the header with 403 in the one error body, before the handler runs', async () => {
    const res = await call({ 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(res.statusCode).toBe(403);
    const body = JSON.parse(res.body!);
    expect(body).toEqual({ result: 'error', message: expect.any(String) });
    expect(calls).toBe(0);
  });

  it('refuses a wrong value, an empty one and one that only starts like the secret', async () => {
    for (const value of ['wrong', '', CURRENT.slice(0, 10), `${CURRENT}x`, CURRENT.toUpperCase()]) {
      const res = await call({ [ORIGIN_VERIFY_HEADER]: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(403);
    }
    expect(calls).toBe(0);
  });

  it('lets the current secret through, and then believes the viewer headers', async () => {
    const res = await call({ [ORIGIN_VERIFY_HEADER]: CURRENT, 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ result: 'success', ip: '203.0.113.9' });
    expect(calls).toBe(1);
  });

  it('lets the previous secret through while a rotation reaches every edge', async () => {
    const res = await call({ [ORIGIN_VERIFY_HEADER]: PREVIOUS });
    expect(res.statusCode).toBe(200);
  });

  it('accepts nothing as "previous" when no previous secret is set (its default is empty)', async () => {
    setEnv({ TRUST_CDN_HEADERS: 'true', ORIGIN_VERIFY_SECRET: CURRENT, ORIGIN_VERIFY_SECRET_PREVIOUS: '' });
    expect((await call({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).statusCode).toBe(403);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: '' })).statusCode).toBe(403);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: CURRENT })).statusCode).toBe(200);
  });

  it('checks webhooks too: the Stripe webhook refuses a request without the secret', async () => {
    const hook = (headers: Record<string, string>) =>
      stripeWebhook({ ...event(headers, '/api/webhooks/stripe'), body: '{}' }) as Promise<APIGatewayProxyStructuredResultV2>;
    expect((await hook({})).statusCode).toBe(403);
    // With the secret it reaches the signature check, which refuses an unsigned body with 400.
    expect((await hook({ [ORIGIN_VERIFY_HEADER]: CURRENT })).statusCode).toBe(400);
  });

  it('checks the pixel routes too (their own handlers, not httpRoute)', async () => {
    const script = (headers: Record<string, string>) =>
      pixelScript({ ...event(headers, '/api/pixel/abc123.js'), pathParameters: { file: 'abc123.js' } }) as Promise<APIGatewayProxyStructuredResultV2>;
    const refused = await script({});
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body!)).toEqual({ result: 'error', message: expect.any(String) });
    expect((await script({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).statusCode).toBe(200);
    const hit = await (pixelHit({ ...event({}, '/api/pixel/abc123/hit'), pathParameters: { urlCode: 'abc123' }, body: '{}' }) as Promise<APIGatewayProxyStructuredResultV2>);
    expect(hit.statusCode).toBe(403);
    // A refusal the visitor's browser can still read (the pixel posts from any site).
    expect(hit.headers?.['access-control-allow-origin']).toBe('*');
  });

  it('cannot be configured behind the CDN without a secret', async () => {
    setEnv({ TRUST_CDN_HEADERS: 'true' });
    const res = await call({ [ORIGIN_VERIFY_HEADER]: '' });
    expect(res.statusCode).toBe(500);
    expect(calls).toBe(0);
  });
});

describe('the embedded runtime (no CDN) checks nothing', () => {
  afterEach(() => resetConfig());
  it('answers without the header, taking the connection address', async () => {
    const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
    setEnv({});
    try {
      calls = 0;
      const res = await call({ 'cloudfront-viewer-address': '203.0.113.9:443' });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body!)).toEqual({ result: 'success', ip: '198.51.100.7' });
    } finally {
      setEnv(saved);
    }
  });
});
