import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';
import type { FakeProvider } from './types.js';
import { fakeViews, integrationsPage } from './page.js';

/** A fake that keeps what it is sent and answers it back. */
function echoFake(): FakeProvider {
  let held: string[] = [];
  return {
    name: 'kartra',
    async handle(req, ctx) {
      if (req.path === '/boom') throw new Error('the fake broke');
      held.push(req.rawBody);
      ctx.record({ summary: `echo ${req.rawBody}`, data: { body: req.rawBody } });
      return { status: 200, body: { method: req.method, path: req.path, q: req.query.get('q'), base: ctx.baseUrl } };
    },
    snapshot: () => ({ held }),
    reset: () => {
      held = [];
    },
  };
}

let fakes: IntegrationFakes;
beforeAll(async () => {
  fakes = await startIntegrationFakes({ fakes: [{ name: 'kartra', create: echoFake, env: (url) => ({ KARTRA_API_URL: url }) }] });
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

const post = (path: string, body: unknown) =>
  fetch(`${fakes.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('each fake answers under its own name', () => {
  it('routes /{name}/... to the fake with the path below its prefix and the query', async () => {
    const res = await fetch(`${fakes.url}/kartra/api/thing?q=1`, { method: 'POST', body: 'hello' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'POST', path: '/api/thing', q: '1', base: `${fakes.url}/kartra` });
    expect(fakes.snapshot()).toEqual({ kartra: { held: ['hello'] } });
  });

  it('answers 404 for a name no fake has', async () => {
    expect((await fetch(`${fakes.url}/nobody/x`)).status).toBe(404);
  });

  it('points each adapter at its fake through the environment', () => {
    expect(fakes.env).toEqual({ KARTRA_API_URL: `${fakes.url}/kartra` });
  });

  it('answers 500 when the fake throws, and records it', async () => {
    expect((await fetch(`${fakes.url}/kartra/boom`)).status).toBe(500);
    expect(fakes.received('kartra').map((c) => c.status)).toEqual([500]);
  });
});

describe('every call is recorded', () => {
  it('keeps method, path, status, time and what the fake said it received', async () => {
    await fetch(`${fakes.url}/kartra/a?x=2`, { method: 'PUT', body: 'one' });
    const [call] = fakes.received('kartra');
    expect(call).toMatchObject({ provider: 'kartra', method: 'PUT', path: '/a?x=2', status: 200, summary: 'echo one', data: { body: 'one' } });
    expect(Date.parse(call?.at ?? '')).not.toBeNaN();
  });

  it('lists them over the control API, and forgets them on reset', async () => {
    await fetch(`${fakes.url}/kartra/a`, { method: 'POST', body: 'x' });
    const listed = (await (await fetch(`${fakes.url}/_control/received?provider=kartra`)).json()) as { calls: unknown[] };
    expect(listed.calls).toHaveLength(1);
    expect((await post('/_control/reset', {})).status).toBe(200);
    expect(fakes.received()).toEqual([]);
    expect(fakes.snapshot()).toEqual({ kartra: { held: [] } });
  });
});

describe('faults: the next N calls fail, are rate limited, or are slow', () => {
  it('fails the next 3 calls with 500 without reaching the fake, then answers again', async () => {
    expect((await post('/_control/faults', { provider: 'kartra', mode: 'fail', count: 3 })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${fakes.url}/kartra/a`, { method: 'POST', body: String(i) })).status);
    expect(statuses).toEqual([500, 500, 500, 200]);
    expect(fakes.snapshot()).toEqual({ kartra: { held: ['3'] } });
    expect(fakes.received('kartra').map((c) => c.fault)).toEqual(['fail', 'fail', 'fail', undefined]);
  });

  it('answers 429 with Retry-After', async () => {
    fakes.faults({ provider: 'kartra', mode: 'rate_limit', count: 1, retryAfterSeconds: 7 });
    const res = await fetch(`${fakes.url}/kartra/a`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect((await fetch(`${fakes.url}/kartra/a`)).status).toBe(200);
  });

  it('delays a slow call, then lets the fake answer', async () => {
    fakes.faults({ provider: 'kartra', mode: 'slow', count: 1, delayMs: 150 });
    const started = Date.now();
    const res = await fetch(`${fakes.url}/kartra/a`, { method: 'POST', body: 'late' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
    expect(fakes.snapshot()).toEqual({ kartra: { held: ['late'] } });
  });

  it('refuses a fault for an unknown fake or a bad mode', async () => {
    expect((await post('/_control/faults', { provider: 'nobody', mode: 'fail', count: 1 })).status).toBe(404);
    expect((await post('/_control/faults', { provider: 'kartra', mode: 'explode', count: 1 })).status).toBe(422);
  });
});

describe('the /_local/integrations page lists what each fake received and holds', () => {
  it('shows calls and state, escaped', async () => {
    await fetch(`${fakes.url}/kartra/a`, { method: 'POST', body: '<script>x</script>' });
    const html = integrationsPage(fakeViews(fakes), fakes.url);
    expect(html).toContain('<h2>kartra</h2>');
    expect(html).toContain('echo &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>x');
  });
});
