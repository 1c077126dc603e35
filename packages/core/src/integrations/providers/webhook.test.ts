import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundLead } from '../../platform/integration-provider.js';
import { newWebhookSecret, type WebhookCredentials } from '../webhook-secrets.js';
import { retryAfterSeconds, webhookAdapter } from './webhook.js';

const lead: OutboundLead = {
  leadId: 'lead-1',
  campaignId: 'c-1',
  campaignRef: '1234567',
  campaignName: 'Spring',
  module: 'local',
  test: false,
  receivedAt: '2026-01-01T00:00:00.000Z',
  email: 'ann@example.com',
  first_name: 'Ann',
};

interface Hit {
  headers: IncomingMessage['headers'];
  body: string;
}
let hits: Hit[] = [];
let answer: { status: number; headers?: Record<string, string> } = { status: 200 };
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end('ok');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
afterEach(() => {
  hits = [];
  answer = { status: 200 };
  delete process.env.WEBHOOK_PRIVATE_TARGETS;
});

const send = (url: string, credentials: WebhookCredentials = { secrets: [{ secret: newWebhookSecret() }] }) =>
  webhookAdapter.deliver({ credentials, settings: { url }, lead, idempotencyKey: 'lead-1:int-1', now: new Date(), repeated: false });

describe('a receiver verifies our signatures with the standardwebhooks package', () => {
  it('accepts the body, id and timestamp we send, signed with the endpoint secret', async () => {
    process.env.WEBHOOK_PRIVATE_TARGETS = 'allow';
    const secret = newWebhookSecret();
    const answerOf = await send(`${base}/hook`, { secrets: [{ secret }] });
    expect(answerOf.outcome).toBe('delivered');
    const hit = hits[0] as Hit;
    const verified = new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(verified.type).toBe('lead.delivered');
    expect(verified.data).toMatchObject({ email: 'ann@example.com', leadId: 'lead-1', campaign: { id: '1234567', name: 'Spring' } });
    expect(hit.headers['webhook-id']).toBe('lead-1:int-1');
  });

  it('signs with the previous secret too while its overlap lasts, and not after', async () => {
    process.env.WEBHOOK_PRIVATE_TARGETS = 'allow';
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    await send(`${base}/hook`, { secrets: [{ secret: current }, { secret: previous, expiresAt: new Date(Date.now() + 3600_000).toISOString() }] });
    await send(`${base}/hook`, { secrets: [{ secret: current }, { secret: previous, expiresAt: new Date(Date.now() - 1000).toISOString() }] });
    const [during, after] = hits as [Hit, Hit];
    expect(() => new Webhook(previous).verify(during.body, during.headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(current).verify(during.body, during.headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(previous).verify(after.body, after.headers as Record<string, string>)).toThrow();
  });
});

describe('what the endpoint answers decides what happens next', () => {
  it('410 asks to be disabled; 429 and 5xx are retried with their Retry-After', async () => {
    process.env.WEBHOOK_PRIVATE_TARGETS = 'allow';
    answer = { status: 410 };
    expect((await send(base)).outcome).toBe('gone');
    answer = { status: 429, headers: { 'retry-after': '120' } };
    expect(await send(base)).toMatchObject({ outcome: 'retry', status: 429, retryAfterSeconds: 120 });
    answer = { status: 503 };
    expect(await send(base)).toMatchObject({ outcome: 'retry', status: 503 });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('targets: https and public addresses only on AWS, redirects never followed', () => {
  it('refuses http, loopback literals and names that resolve to loopback when private targets are not allowed', async () => {
    expect(await send(`${base}/hook`)).toMatchObject({ outcome: 'failed', detail: 'The webhook URL must use https.' });
    expect(await send('https://127.0.0.1:9/hook')).toMatchObject({ outcome: 'failed', detail: expect.stringMatching(/private or reserved/) });
    expect(await send('https://[::1]:9/hook')).toMatchObject({ outcome: 'failed', detail: expect.stringMatching(/private or reserved/) });
    expect(await send('https://169.254.169.254/latest')).toMatchObject({ outcome: 'failed', detail: expect.stringMatching(/private or reserved/) });
    expect(await send('https://localhost:9/hook')).toMatchObject({ outcome: 'failed', detail: expect.stringMatching(/private or reserved/) });
    expect(hits).toHaveLength(0);
  });

  it('does not follow a redirect: the one call is the only call', async () => {
    process.env.WEBHOOK_PRIVATE_TARGETS = 'allow';
    answer = { status: 302, headers: { location: `${base}/elsewhere` } };
    expect(await send(`${base}/hook`)).toMatchObject({ outcome: 'retry', status: 302 });
    expect(hits).toHaveLength(1);
  });
});
