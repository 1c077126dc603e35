import { attemptDeliveries, db, documentClient, fanOutLead, setAdapterOverride, webhookAdapter, type IntegrationDelivery } from '@platform/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../campaigns/helpers.js';
import { cleanUp, deliveryHere, leadMessage, webhookIntegration } from './helpers.js';

/**
 * The integration-delivery worker's batches (docs/decisions.md, "Leads out: integrations and
 * delivery", Delivery): a batch's attempts handled together, as a redelivered batch, a failing
 * endpoint beside a working one and a full rate window see them. The messages the fan-out queues
 * are kept and the test hands them to the worker as one batch.
 */
let h: Awaited<ReturnType<typeof deliveryHere>>;
const rootId = uniq('root');
const companyId = uniq('co');
const made: string[] = [];
const commands: string[] = [];
const MIDDLEWARE = 'count-batch-delivery-commands';

beforeAll(async () => {
  h = await deliveryHere();
  documentClient().middlewareStack.add(
    (next, context) => (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
});
afterEach(() => {
  setAdapterOverride('webhook', undefined);
});
afterAll(async () => {
  documentClient().middlewareStack.remove(MIDDLEWARE);
  await cleanUp(rootId, made);
  await h.restore();
});

async function endpoint(campaignId = uniq('camp')) {
  const name = uniq('ep');
  const { integrationId } = await webhookIntegration(rootId, companyId, campaignId, h.url(name), h.receiver, name);
  made.push(integrationId);
  return { campaignId, name, integrationId };
}

/** `n` leads of the campaign fanned out; answers their leads and the batch of messages the fan-out queued. */
async function fanOut(campaignId: string, n: number) {
  const leads = Array.from({ length: n }, () => leadMessage(rootId, companyId, campaignId));
  for (const m of leads) await fanOutLead(m, 'Spring', h.clock);
  return { leads, batch: h.sent.splice(0).map((s) => s.body) };
}

const outcomes = (r: PromiseSettledResult<string>[]) => r.map((x) => (x.status === 'fulfilled' ? x.value : `error: ${String(x.reason)}`));
const row = async (integrationId: string, leadId: string) =>
  (await db().entities.integrationDelivery.get({ rootId, integrationId, leadId }).go({ consistent: true })).data as IntegrationDelivery;

describe('a redelivered batch delivers nothing twice', () => {
  it('the same batch received twice at once and once more later: each lead reaches the receiver once', async () => {
    const { campaignId, name, integrationId } = await endpoint();
    const { leads, batch } = await fanOut(campaignId, 12);
    const [a, b] = await Promise.all([attemptDeliveries(batch, h.clock), attemptDeliveries(batch, h.clock)]);
    // Each row was claimed by one of the two receives; the other was told it was taken.
    for (let i = 0; i < batch.length; i++) expect([outcomes(a)[i], outcomes(b)[i]].sort()).toEqual(['claimed_elsewhere', 'delivered'].sort());
    expect(outcomes(await attemptDeliveries(batch, h.clock))).toEqual(batch.map(() => 'done'));
    expect(h.receiver.calls(name)).toHaveLength(12);
    expect(new Set(h.receiver.accepted(name).map((c) => c.webhookId))).toEqual(new Set(leads.map((m) => `${m.leadId}:${integrationId}`)));
    expect(h.sent).toHaveLength(0);
  });

  it('a message twice in one batch is attempted once', async () => {
    const { campaignId, name } = await endpoint();
    const { batch } = await fanOut(campaignId, 2);
    expect(outcomes(await attemptDeliveries([...batch, ...batch], h.clock))).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(h.receiver.calls(name)).toHaveLength(2);
  });
});

describe('one failing endpoint in a batch does not hold back the others', () => {
  it('the working endpoint delivers each lead once; the failing one is retried alone, and a redelivery sends nothing more to the first', async () => {
    const campaignId = uniq('camp');
    const good = await endpoint(campaignId);
    const bad = await endpoint(campaignId);
    h.receiver.failNext(bad.name, { count: 100, status: 503 });
    const { leads, batch } = await fanOut(campaignId, 5);
    const first = await attemptDeliveries(batch, h.clock);
    const byEndpoint = (r: PromiseSettledResult<string>[], integrationId: string) => outcomes(r).filter((_, i) => batch[i]?.integrationId === integrationId);
    expect(byEndpoint(first, good.integrationId)).toEqual(leads.map(() => 'delivered'));
    expect(byEndpoint(first, bad.integrationId)).toEqual(leads.map(() => 'retry'));
    // The failing endpoint's retries are queued, in 5 s or so; nothing for the working one.
    expect(h.sent.map((s) => s.body.integrationId)).toEqual(leads.map(() => bad.integrationId));
    expect((await row(bad.integrationId, leads[0]!.leadId)).status).toBe('pending');
    expect((await db().entities.deliveryHealth.get({ rootId, integrationId: bad.integrationId }).go()).data).not.toBeNull();
    expect((await db().entities.deliveryHealth.get({ rootId, integrationId: good.integrationId }).go()).data).toBeNull();
    const again = await attemptDeliveries(batch, h.clock);
    expect(byEndpoint(again, good.integrationId)).toEqual(leads.map(() => 'done'));
    expect(byEndpoint(again, bad.integrationId)).toEqual(leads.map(() => 'not_due'));
    expect(h.receiver.accepted(good.name)).toHaveLength(5);
    expect(h.receiver.calls(good.name)).toHaveLength(5);
    expect(h.receiver.calls(bad.name)).toHaveLength(5);
    h.sent.splice(0);
  });

  it('an endpoint whose integration was disconnected fails its own rows only', async () => {
    const campaignId = uniq('camp');
    const good = await endpoint(campaignId);
    const gone = await endpoint(campaignId);
    const { batch } = await fanOut(campaignId, 3);
    // Disconnected after its leads were fanned out to it.
    await db().entities.integration.patch({ rootId, integrationId: gone.integrationId }).set({ status: 'disconnected' }).go();
    const result = await attemptDeliveries(batch, h.clock);
    expect(outcomes(result).filter((_, i) => batch[i]?.integrationId === good.integrationId)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(outcomes(result).filter((_, i) => batch[i]?.integrationId === gone.integrationId)).toEqual(['failed', 'failed', 'failed']);
    expect(h.receiver.accepted(good.name)).toHaveLength(3);
  });
});

describe("a batch over the connection's rate limit takes what the window has left", () => {
  it('sends as many as the window allows and puts the rest back for its remainder, counting no attempt', async () => {
    const { campaignId, name, integrationId } = await endpoint();
    setAdapterOverride('webhook', { ...webhookAdapter, rateLimit: { requests: 3, perSeconds: 10 } });
    h.clock.advance(10_000 - (h.clock.now().getTime() % 10_000));
    const { batch } = await fanOut(campaignId, 5);
    expect(outcomes(await attemptDeliveries(batch, h.clock)).sort()).toEqual(['delivered', 'delivered', 'delivered', 'rate_limited', 'rate_limited']);
    const waiting = h.sent.splice(0);
    expect(waiting).toHaveLength(2);
    for (const w of waiting) {
      expect(w.delaySeconds).toBeGreaterThanOrEqual(1);
      expect(w.delaySeconds).toBeLessThanOrEqual(10);
      expect(await row(integrationId, w.body.leadId)).toMatchObject({ status: 'pending', attempt: 0 });
    }
    h.clock.advance(10_000);
    expect(outcomes(await attemptDeliveries(waiting.map((w) => w.body), h.clock))).toEqual(['delivered', 'delivered']);
    expect(h.receiver.accepted(name)).toHaveLength(5);
  });
});

describe('a batch costs a few requests, not a few per lead', () => {
  it("20 leads to one endpoint: one read round, the rate window once, the claims and the results a transaction each, no health read", async () => {
    const { campaignId, name } = await endpoint();
    const { batch } = await fanOut(campaignId, 20);
    commands.length = 0;
    expect(outcomes(await attemptDeliveries(batch, h.clock))).toEqual(batch.map(() => 'delivered'));
    expect(commands.sort()).toEqual(['BatchGetItemCommand', 'TransactWriteItemsCommand', 'TransactWriteItemsCommand', 'UpdateItemCommand'].sort());
    expect(h.receiver.accepted(name)).toHaveLength(20);
  });
});
