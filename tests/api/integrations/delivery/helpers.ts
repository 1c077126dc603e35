import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aesGcmSecretBox, db, fixedClock, newWebhookSecret, queue, secretBox, setQueuePort, setSecretBox, type LeadDeliveryMessage } from '@platform/core';
import { createWebhookReceiver, type WebhookReceiver } from '../../../../packages/local/src/engines/integrations/webhook-receiver.js';
import { useCore } from '../../core.js';
import { uniq } from '../../campaigns/helpers.js';

export interface Sent {
  queue: string;
  body: { kind: string; rootId: string; integrationId: string; leadId: string };
  delaySeconds?: number | undefined;
}

/**
 * Core in this process, its queue port kept by the test (the test runs each worker step itself,
 * at a clock it moves), a secret box of its own (rows it seals only it opens), and a webhook
 * receiver on a loopback port of its own.
 */
export async function deliveryHere() {
  useCore();
  process.env.WEBHOOK_PRIVATE_TARGETS = 'allow';
  // API files share this process's modules: `restore` gives later files the platform's own secret
  // box (they open rows the platform sealed) and queue port back.
  const [platformBox, platformQueue] = [secretBox(), queue()];
  setSecretBox(aesGcmSecretBox(randomBytes(32)));
  const sent: Sent[] = [];
  setQueuePort({
    send: async (queue, body, opts) => {
      sent.push({ queue, body: body as Sent['body'], delaySeconds: opts?.delaySeconds });
      return { messageId: `kept-${sent.length}` };
    },
  });
  // An hour ahead of the machine: the platform's own minute sweep (real time) leaves these rows alone.
  const clock = fixedClock(new Date(Date.now() + 3600_000));
  const receiver = createWebhookReceiver({ now: () => clock.now() });
  const server = await serve(receiver);
  const restore = async () => {
    setSecretBox(platformBox);
    setQueuePort(platformQueue);
    await server.stop();
  };
  return { sent, clock, receiver, server, restore, url: (endpoint: string) => `${server.url}/${endpoint}` };
}

async function serve(receiver: WebhookReceiver): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      void receiver
        .handle({ method: req.method ?? 'GET', path: u.pathname, query: u.searchParams, headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') }, { baseUrl: '', record: () => undefined })
        .then((a) => {
          res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
          res.end(JSON.stringify(a.body ?? {}));
        });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** A connected webhook integration of a company for one campaign, its secret given to the receiver's endpoint. */
export async function webhookIntegration(rootId: string, companyId: string, campaignId: string, url: string, receiver: WebhookReceiver, endpoint: string) {
  const integrationId = uniq('int');
  const secret = newWebhookSecret();
  receiver.setSecret(endpoint, secret);
  const credentials = await secretBox().encrypt(JSON.stringify({ secrets: [{ secret }] }), { rootId, companyId, integrationId });
  const at = new Date().toISOString();
  await db()
    .entities.integration.create({ rootId, integrationId, companyId, type: 'webhook', status: 'connected', campaignIds: [campaignId], settings: { url }, campaignSettings: {}, credentials, createdAt: at, updatedAt: at, version: 1 })
    .go();
  return { integrationId, secret };
}

export function leadMessage(rootId: string, companyId: string, campaignId: string, extra: Partial<LeadDeliveryMessage> = {}): LeadDeliveryMessage {
  const leadId = uniq('lead');
  return {
    kind: 'lead.delivered',
    version: 1,
    rootId,
    leadId,
    campaignId,
    leadspeekApiId: '7654321',
    companyId,
    agencyId: rootId,
    module: 'local',
    test: false,
    receivedAt: new Date().toISOString(),
    lead: { email: `${leadId}@lead.test`, first_name: 'Ann' },
    ...extra,
  };
}

/** Removes what a test made (its rows may be dated ahead of the machine's clock). */
export async function cleanUp(rootId: string, integrationIds: string[]) {
  for (const integrationId of integrationIds) {
    const rows = (await db().entities.integrationDelivery.query.byIntegration({ rootId, integrationId }).go({ pages: 'all' })).data;
    for (const r of rows) await db().entities.integrationDelivery.delete({ rootId, integrationId, leadId: r.leadId }).go();
    await db().entities.deliveryHealth.delete({ rootId, integrationId }).go();
    const windows = (await db().entities.deliveryRate.query.byWindow({ rootId, integrationId }).go({ pages: 'all' })).data;
    for (const w of windows) await db().entities.deliveryRate.delete({ rootId, integrationId, window: w.window }).go();
    await db().entities.integration.delete({ rootId, integrationId }).go();
  }
}
