import { Validator } from '@seriousme/openapi-schema-validator';
import { routes } from '@platform/functions/routes';
import { describe, expect, inject, it } from 'vitest';
import { call } from './helpers.js';

type Doc = { openapi: string; paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, unknown> }>>; components: { securitySchemes: { oauth2: { flows: { clientCredentials: { scopes: Record<string, string> } } } } } };

const publicRoutes = routes.filter((r) => r.access === 'apiClient' || r.path === '/api/v1/oauth/token');

describe('the OpenAPI 3.1 document at /api/v1/openapi.json', () => {
  it('validates against the OpenAPI 3.1 schema and its references resolve', async () => {
    const res = await call<Doc>('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? [], String(JSON.stringify(result.errors)).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('lists every public route of the manifest, with its method, and nothing that is not one', async () => {
    const doc = (await call<Doc>('/api/v1/openapi.json')).body;
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort();
    expect(documented).toEqual(publicRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('says which scope each route needs, from the oauth2 client-credentials scheme, and documents the rate-limit headers and 429', async () => {
    const doc = (await call<Doc>('/api/v1/openapi.json')).body;
    const scopes = Object.keys(doc.components.securitySchemes.oauth2.flows.clientCredentials.scopes).sort();
    expect(scopes).toEqual(['campaigns:read', 'campaigns:write', 'exclusions:write', 'leads:read', 'usage:read']);
    expect(doc.paths['/api/v1/public/campaigns/{campaignId}/pause']?.post?.security).toEqual([{ oauth2: ['campaigns:write'] }]);
    for (const r of routes.filter((x) => x.access === 'apiClient')) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(Object.keys(op?.responses ?? {}), r.path).toEqual(expect.arrayContaining(['200', '401', '429']));
      expect(JSON.stringify(op?.responses['200']), r.path).toContain('RateLimit-Policy');
    }
  });
});

describe('every public route refuses a caller without a token (401 invalid_token, the one error shape)', () => {
  it.each(routes.filter((r) => r.access === 'apiClient').map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_key, route) => {
    const res = await call(route.path.replace(/\{\w+\}/g, 'some-id'), { method: route.method, ...(route.method === 'POST' ? { json: {} } : {}) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', message: 'Unauthenticated.', error: 'invalid_token' });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm=/);
  });
});

describe('the documentation page at /api/v1/docs works offline: its script comes from the platform itself', () => {
  it('the page loads the reference from the app\'s own /developer-docs/scalar.js and the document, under a CSP of its own origin only', async () => {
    const page = await fetch(`${inject('apiUrl')}/api/v1/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('src="/developer-docs/scalar.js"');
    expect(html).toContain('data-url="/api/v1/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    // The script is a file of the web app's build: tests/infra/web-bundle.test.ts checks it is there.
  });
});
