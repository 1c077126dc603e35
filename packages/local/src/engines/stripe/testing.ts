import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { startStripeGateway, type StripeGateway, type StripeGatewayOptions } from './index.js';

/** Test support: a gateway on a free port, the real SDK pointed at it, and a webhook receiver. */
export const SECRET_KEY = 'sk_test_local_gateway_unit';
export const PUBLISHABLE_KEY = 'pk_test_local_gateway_unit';
export const WEBHOOK_SECRET = 'whsec_local_gateway_unit_secret';

export interface Received {
  body: string;
  signature: string | undefined;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Status to answer the next requests with (a queue; 200 once empty). */
  failNext(...statuses: number[]): void;
  /** Forgets what was received and what was planned. */
  reset(): void;
  stop(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const planned: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['stripe-signature'] as string | undefined });
      res.writeHead(planned.shift() ?? 200).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    received,
    failNext: (...statuses) => planned.push(...statuses),
    reset: () => {
      received.length = 0;
      planned.length = 0;
    },
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

export function sdk(gateway: StripeGateway, key = gateway.secretKey): Stripe {
  return new Stripe(key, { host: gateway.host, port: gateway.port, protocol: 'http', maxNetworkRetries: 0 });
}

export function startTestGateway(extra: Partial<StripeGatewayOptions> = {}): Promise<StripeGateway> {
  return startStripeGateway({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: WEBHOOK_SECRET, ...extra });
}

/** A gateway for one test file, started before its tests and stopped after them; read `.gateway` and `.stripe` inside the tests. */
export function gatewayPerFile(extra: Partial<StripeGatewayOptions> = {}): { gateway: StripeGateway; stripe: Stripe } {
  const t = {} as { gateway: StripeGateway; stripe: Stripe };
  beforeAll(async () => {
    t.gateway = await startTestGateway(extra);
    t.stripe = sdk(t.gateway);
  });
  afterAll(() => t.gateway.stop());
  return t;
}

export const nextYear = () => new Date().getUTCFullYear() + 1;

/** What the browser's card form does: confirm the SetupIntent with the publishable key and card fields. */
export async function browserConfirm(
  gateway: StripeGateway,
  setupIntent: { id: string; client_secret: string | null },
  card: { number: string; exp_month?: number; exp_year?: number; cvc?: string; name?: string },
  returnUrl?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new URLSearchParams({
    client_secret: setupIntent.client_secret ?? '',
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.exp_month ?? 12),
    'payment_method_data[card][exp_year]': String(card.exp_year ?? nextYear()),
    'payment_method_data[card][cvc]': card.cvc ?? '123',
    'payment_method_data[billing_details][name]': card.name ?? 'Bob Baker',
    ...(returnUrl ? { return_url: returnUrl } : {}),
  });
  const res = await fetch(`${gateway.url}/v1/setup_intents/${setupIntent.id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gateway.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://acme.localhost:3000' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The action and hidden fields of the form whose button says `label` on a gateway page. */
export function formFor(html: string, label: string): { action: string; fields: Record<string, string> } {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(`>${label}</button>`));
  if (!form) throw new Error(`No button "${label}" on the page`);
  const action = /action="([^"]+)"/.exec(form)![1]!;
  const fields = Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  return { action, fields };
}

/** Clicks a page's button: posts its form and answers the redirect target (or the page). */
export async function click(gateway: StripeGateway, html: string, label: string): Promise<{ status: number; location: string | null; text: string }> {
  const { action, fields } = formFor(html, label);
  const res = await fetch(`${gateway.url}${action}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
