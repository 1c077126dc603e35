import { routes } from '@platform/functions/routes';
import { describe, expect, it } from 'vitest';
import { api } from './client.js';

const concrete = (path: string) => path.replace(/\{\w+\}/g, 'some-id');

describe('route manifest: every route is served, and guarded as the manifest says', () => {
  it('lists each method and path once', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes.filter((r) => r.access === 'user').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses a caller without a token',
    async (_key, route) => {
      const res = await api(concrete(route.path), { method: route.method, ...(route.method === 'GET' ? {} : { body: {} }) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ result: 'error', message: 'Unauthenticated.' });
    },
  );

  // The public API's documentation page and script answer HTML and JavaScript, not JSON: tests/api/public-api/openapi.test.ts reads them signed out.
  it.each(routes.filter((r) => r.access === 'public' && !r.path.startsWith('/api/v1/docs')).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers without a token',
    async (_key, route) => {
      const res = await api(concrete(route.path), { method: route.method, ...(route.method === 'GET' ? {} : { body: {} }) });
      expect(res.status).not.toBe(401);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('an unknown /api path gets a 404 in the one error shape', async () => {
    const res = await api('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: 'error' });
  });

  it('GET /api/health says ok', async () => {
    expect(await api('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
