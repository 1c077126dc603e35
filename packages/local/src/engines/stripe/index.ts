import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { requireAccount, setAccountState, type AccountState } from './accounts.js';
import type { Engine } from './engine.js';
import { buildEvent } from './events.js';
import { Faults, type Fault, type FaultInput } from './faults.js';
import { createGatewayServer, makeCtx } from './server.js';
import { Store } from './store.js';
import { DEFAULT_RETRY, WebhookSender, type RetryPolicy } from './webhooks.js';

export { signatureHeader } from './webhooks.js';
export type { AccountState } from './accounts.js';
export type { Fault, FaultInput, FaultMode } from './faults.js';

export interface StripeGatewayOptions {
  /** 0 or omitted: a free port. */
  port?: number;
  host?: string;
  /** Persist under `<dataDir>/stripe/`; omit to keep everything in memory (tests). */
  dataDir?: string;
  /** Where events are delivered; may be set later with setWebhookUrl (the platform's port comes last). */
  webhookUrl?: string;
  webhookSecret: string;
  secretKey: string;
  publishableKey: string;
  /** How a browser reaches the gateway's pages; defaults to http://<host>:<port>. */
  publicUrl?: string;
  /** Epoch milliseconds; the embedded runtime passes the platform's movable clock. */
  now?: () => number;
  /** Browser origins allowed to call the publishable-key endpoints; default: localhost and its subdomains. */
  allowOrigin?: (origin: string) => boolean;
  retry?: Partial<RetryPolicy>;
}

export interface StripeGateway {
  url: string;
  host: string;
  port: number;
  publicUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string | undefined): void;
  /** Sends an event to the webhook URL again, `times` times; answers each HTTP status (null: no answer). */
  redeliver(eventId: string, times?: number): Promise<(number | null)[]>;
  holdWebhooks(): void;
  releaseWebhooks(order?: 'created' | 'reverse'): Promise<{ eventId: string; status: number | null }[]>;
  /** Resolves true once no delivery is due or in flight. */
  webhooksIdle(timeoutMs?: number): Promise<boolean>;
  setAccountState(accountId: string, state: AccountState): void;
  /** Answers the next matching API requests badly (README: "Fault switches"); as `/_local/stripe/faults`. */
  faults: {
    add(fault: FaultInput): Fault;
    list(): Fault[];
    clear(): void;
  };
  stop(): Promise<void>;
}

/** Events carry the API version the platform's stripe SDK pins (stripe@23), unless a request names another. */
export const API_VERSION = '2026-10-28.endive';

const localOrigin = (origin: string) => {
  try {
    const { hostname, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1');
  } catch {
    return false;
  }
};

/**
 * Starts the local Stripe-compatible gateway: the subset of Stripe's REST API the platform uses
 * (see README.md beside this file), its test cards, hosted-page stand-ins and signed webhooks.
 */
export async function startStripeGateway(opts: StripeGatewayOptions): Promise<StripeGateway> {
  const host = opts.host ?? '127.0.0.1';
  const store = new Store(opts.dataDir ? join(opts.dataDir, 'stripe') : undefined);
  let clockOffset = 0;
  const now = () => (opts.now ? opts.now() : Date.now()) + clockOffset;
  const save = () => store.save(Date.now());
  const faults = new Faults();
  const webhooks = new WebhookSender(store, opts.webhookSecret, { ...DEFAULT_RETRY, ...opts.retry }, save, opts.webhookUrl);

  const engine: Engine = {
    store,
    now,
    publicUrl: opts.publicUrl ?? '',
    apiVersion: API_VERSION,
    emit(type, object, previous, request) {
      const event = buildEvent(store, now(), engine.apiVersion, type, object, previous, request);
      webhooks.enqueue(event.id);
      return event;
    },
  };

  const server = createGatewayServer({
    engine,
    secretKey: opts.secretKey,
    publishableKey: opts.publishableKey,
    allowOrigin: opts.allowOrigin ?? localOrigin,
    control: { webhooks, faults, setClockOffset: (ms) => (clockOffset = ms) },
    faults,
    save,
    // Only the message: a request's parameters may hold card data and are never logged.
    onError: (e) => console.error(`local stripe gateway: ${e instanceof Error ? e.message : String(e)}`),
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  engine.publicUrl = opts.publicUrl ?? url;
  webhooks.start();

  return {
    url,
    host,
    port,
    publicUrl: engine.publicUrl,
    secretKey: opts.secretKey,
    publishableKey: opts.publishableKey,
    webhookSecret: opts.webhookSecret,
    setWebhookUrl: (u) => webhooks.setUrl(u),
    redeliver: (id, times) => webhooks.redeliver(id, times),
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: (order) => webhooks.release(order),
    webhooksIdle: (timeoutMs) => webhooks.idle(timeoutMs),
    setAccountState(accountId, state) {
      const ctx = makeCtx(engine, {}, {}, 'secret', { id: null, idempotencyKey: null });
      setAccountState(ctx, requireAccount(ctx, accountId, 'id'), state);
      save();
    },
    faults: { add: (f) => faults.add(f), list: () => faults.list(), clear: () => faults.clear() },
    async stop() {
      await webhooks.stop();
      await new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      });
      save();
    },
  };
}
