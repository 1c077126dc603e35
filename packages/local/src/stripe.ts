import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '@platform/core';
import { startStripeGateway, type StripeGateway } from './engines/stripe/index.js';

interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** In-memory runs (tests) use fixed keys, so a test in another process can sign and call as the platform does. */
const IN_MEMORY_KEYS: StripeKeys = {
  secretKey: 'sk_test_local_in_memory',
  publishableKey: 'pk_test_local_in_memory',
  webhookSecret: 'whsec_local_in_memory',
};

/**
 * The local gateway's keys: generated once and kept under DATA_DIR (like the token keys), so saved
 * cards and the browser's publishable key keep working across restarts. STRIPE_WEBHOOK_SECRET,
 * when set, is the signing secret.
 */
function stripeKeys(dataDir?: string): StripeKeys {
  const file = dataDir ? join(dataDir, 'stripe-keys.json') : undefined;
  let keys: StripeKeys = IN_MEMORY_KEYS;
  if (file && dataDir) {
    if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8')) as StripeKeys;
    else {
      const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, '').slice(0, n);
      keys = { secretKey: `sk_test_${token(32)}`, publishableKey: `pk_test_${token(32)}`, webhookSecret: `whsec_${token(32)}` };
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    }
  }
  return { ...keys, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || keys.webhookSecret };
}

const isHost = (hostname: string, base: string) => hostname === base || hostname.endsWith(`.${base}`);

/**
 * Starts the local Stripe gateway for the embedded runtime and answers the environment the
 * platform's stripe SDK adapter reads. Its clock is the platform's (POST /_local/clock moves both).
 */
export async function startLocalStripe(opts: { dataDir?: string; port?: number; baseDomain: string }): Promise<{ gateway: StripeGateway; env: Record<string, string> }> {
  const keys = stripeKeys(opts.dataDir);
  const gateway = await startStripeGateway({
    ...keys,
    port: opts.port ?? 0,
    dataDir: opts.dataDir,
    now: () => systemClock.now().getTime(),
    allowOrigin: (origin) => {
      try {
        const { hostname } = new URL(origin);
        return isHost(hostname, opts.baseDomain) || isHost(hostname, 'localhost') || hostname === '127.0.0.1';
      } catch {
        return false;
      }
    },
  });
  return {
    gateway,
    env: {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_HOST: gateway.host,
      STRIPE_API_PORT: String(gateway.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  };
}
