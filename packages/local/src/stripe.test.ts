import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startLocalStripe } from './stripe.js';

const dir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

describe('the embedded runtime’s Stripe gateway and the environment it gives the adapter', () => {
  it('in memory: fixed test keys, and the SDK address of the running gateway', async () => {
    const { gateway, env } = await startLocalStripe({ baseDomain: 'localhost' });
    try {
      expect(env).toEqual({
        STRIPE_SECRET_KEY: 'sk_test_local_in_memory',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_local_in_memory',
        STRIPE_WEBHOOK_SECRET: 'whsec_local_in_memory',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(gateway.port),
        STRIPE_API_PROTOCOL: 'http',
      });
      const res = await fetch(`${gateway.url}/v1/events`, { headers: { authorization: `Bearer ${env.STRIPE_SECRET_KEY}` } });
      expect(res.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it('with DATA_DIR: keys are generated once and kept; STRIPE_WEBHOOK_SECRET wins when set', async () => {
    const first = await startLocalStripe({ dataDir: dir, baseDomain: 'localhost' });
    await first.gateway.stop();
    expect(first.env.STRIPE_SECRET_KEY).toMatch(/^sk_test_[A-Za-z0-9]{20,}$/);
    expect(first.env.STRIPE_PUBLISHABLE_KEY).toMatch(/^pk_test_/);
    expect(first.env.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_from_the_environment';
    const second = await startLocalStripe({ dataDir: dir, baseDomain: 'localhost' });
    await second.gateway.stop();
    expect(second.env.STRIPE_SECRET_KEY).toBe(first.env.STRIPE_SECRET_KEY);
    expect(second.env.STRIPE_PUBLISHABLE_KEY).toBe(first.env.STRIPE_PUBLISHABLE_KEY);
    expect(second.env.STRIPE_WEBHOOK_SECRET).toBe('whsec_from_the_environment');
  });

  it('lets the platform’s own origins call the browser endpoints, not others', async () => {
    const { gateway } = await startLocalStripe({ baseDomain: 'lvh.me' });
    try {
      const preflight = (origin: string) =>
        fetch(`${gateway.url}/v1/setup_intents/seti_x/confirm`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } }).then((r) =>
          r.headers.get('access-control-allow-origin'),
        );
      expect(await preflight('http://acme.lvh.me:3000')).toBe('http://acme.lvh.me:3000');
      expect(await preflight('http://acme.localhost:3000')).toBe('http://acme.localhost:3000');
      expect(await preflight('https://evil.example')).toBeNull();
    } finally {
      await gateway.stop();
    }
  });
});
