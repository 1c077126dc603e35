import { describe, expect, it } from 'vitest';
import { rawRequest } from './raw.js';

const REQUIRED = ['content-security-policy', 'strict-transport-security', 'referrer-policy', 'permissions-policy', 'x-content-type-options', 'x-frame-options'];

describe('every answer carries the browser security headers', () => {
  it.each([
    ['the sign-in page', 'GET / HTTP/1.1'],
    ['a deep link of the app', 'GET /configuration/general-setting HTTP/1.1'],
    ['an API answer', 'GET /api/health HTTP/1.1'],
    ['an API refusal', 'GET /api/user HTTP/1.1'],
    ['an unknown API path', 'GET /api/nothing-here HTTP/1.1'],
  ])('%s', async (_name, line) => {
    const res = await rawRequest(line, { host: 'acme.localhost' });
    for (const h of REQUIRED) expect(res.headers[h], h).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('the CSP forbids framing by other sites, plugins, <base> changes and eval, and names the payment gateway', async () => {
    const csp = (await rawRequest('GET / HTTP/1.1')).headers['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toMatch(/(^|\s)http:(\s|$)|\*/);
    // Locally the card form talks to the local gateway over http on loopback; it must be allowed.
    expect(directive('connect-src')).toMatch(/http:\/\/127\.0\.0\.1:\d+/);
    // Plain http locally: no upgrade of requests to https (it would break every local asset).
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
