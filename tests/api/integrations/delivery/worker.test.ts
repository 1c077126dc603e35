import { attemptDelivery, db, fanOutLead, setAdapterOverride, sweepDueDeliveries, webhookAdapter, type IntegrationDelivery } from '@platform/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../campaigns/helpers.js';
import { cleanUp, deliveryHere, leadMessage, webhookIntegration } from './helpers.js';

/**
 * The integration-delivery worker's rules (docs/decisions.md, "Leads out: integrations and
 * delivery", Delivery), run here step by step at a clock the test moves: each message the fan-out
 * or a retry would queue is kept, and the test runs the worker on it when its time comes.
 */
let h: Awaited<ReturnType<typeof deliveryHere>>;
// A root of the test's own: its rows, audit entries included, are no other file's.
const rootId = uniq('root');
const companyId = uniq('co');
const made: string[] = [];

beforeAll(async () => {
  h = await deliveryHere();
});
afterEach(() => {
  setAdapterOverride('webhook', undefined);
});
afterAll(async () => {
  await cleanUp(rootId, made);
  await h.restore();
});

async function endpoint() {
  const campaignId = uniq('camp');
  const name = uniq('ep');
  const { integrationId } = await webhookIntegration(rootId, companyId, campaignId, h.url(name), h.receiver, name);
  made.push(integrationId);
  return { campaignId, name, integrationId };
}

const row = async (integrationId: string, leadId: string) =>
  (await db().entities.integrationDelivery.get({ rootId, integrationId, leadId }).go({ consistent: true })).data as IntegrationDelivery;

/** Runs the worker on every kept message whose delay has passed, as the queue would. */
async function runDue(): Promise<string[]> {
  const outcomes: string[] = [];
  const due = h.sent.splice(0);
  for (const m of due) outcomes.push(await attemptDelivery(m.body, h.clock));
  return outcomes;
}

describe('a lead reaches each integration of its campaign once', () => {
  it('fans out one message per (lead, integration), and a redelivered lead message adds no work', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    const m = leadMessage(rootId, companyId, campaignId);
    expect(await fanOutLead(m, 'Spring', h.clock)).toBe(1);
    expect(await runDue()).toEqual(['delivered']);
    expect(await fanOutLead(m, 'Spring', h.clock)).toBe(0);
    expect(h.sent).toHaveLength(0);
    expect(h.receiver.accepted(name)).toHaveLength(1);
    expect(await row(integrationId, m.leadId)).toMatchObject({ status: 'delivered', attempt: 1, httpStatus: 200 });
  });

  it('sends test leads too, marked test', async () => {
    const { campaignId, name } = await endpoint();
    await fanOutLead(leadMessage(rootId, companyId, campaignId, { test: true }), 'Spring', h.clock);
    await runDue();
    expect((h.receiver.accepted(name)[0]?.event as { data: { test: boolean } }).data.test).toBe(true);
  });
});

describe('a target failing 3 times then succeeding gets exactly one successful delivery', () => {
  it('retries after 5 s, 5 min and 30 min (with jitter) and records each answer', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    h.receiver.failNext(name, { count: 3, status: 503 });
    const m = leadMessage(rootId, companyId, campaignId);
    await fanOutLead(m, 'Spring', h.clock);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await runDue()).toEqual(['retry']);
      const r = await row(integrationId, m.leadId);
      expect(r).toMatchObject({ status: 'pending', attempt: i + 1, httpStatus: 503 });
      const wait = (Date.parse(r.nextAttemptAt as string) - h.clock.now().getTime()) / 1000;
      waits.push(wait);
      // Too early: the row is not due, the message is answered and dropped.
      if (h.sent.length) expect(await attemptDelivery(h.sent[0]!.body, h.clock)).toBe('not_due');
      h.clock.advance(wait * 1000);
      if (h.sent.length === 0) expect(await sweepDueDeliveries(h.clock)).toBeGreaterThanOrEqual(1);
      h.sent.splice(0, h.sent.length - 1);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(4);
    expect(waits[0]).toBeLessThanOrEqual(6);
    expect(waits[1]).toBeGreaterThanOrEqual(270);
    expect(waits[2]).toBeGreaterThanOrEqual(1620);
    expect(await runDue()).toEqual(['delivered']);
    expect(await row(integrationId, m.leadId)).toMatchObject({ status: 'delivered', attempt: 4 });
    expect(h.receiver.calls(name)).toHaveLength(4);
    expect(h.receiver.accepted(name)).toHaveLength(1);
  });

  it('waits as long as Retry-After asks', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    h.receiver.failNext(name, { count: 1, status: 429, retryAfterSeconds: 600 });
    const m = leadMessage(rootId, companyId, campaignId);
    await fanOutLead(m, 'Spring', h.clock);
    expect(await runDue()).toEqual(['retry']);
    const r = await row(integrationId, m.leadId);
    expect(Date.parse(r.nextAttemptAt as string) - h.clock.now().getTime()).toBeGreaterThanOrEqual(600_000);
    expect(h.sent[0]?.delaySeconds).toBeGreaterThanOrEqual(600);
    h.sent.splice(0);
  });
});

describe('a worker killed after the provider answered delivers once', () => {
  it('re-sends under the same webhook-id after the attempt timeout, and the receiver takes it once', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    // The worker dies after the endpoint answered: its attempt never records anything.
    setAdapterOverride('webhook', { ...webhookAdapter, deliver: async (input) => (await webhookAdapter.deliver(input), new Promise<never>(() => undefined)) });
    const m = leadMessage(rootId, companyId, campaignId);
    await fanOutLead(m, 'Spring', h.clock);
    const first = h.sent.splice(0)[0]!;
    void attemptDelivery(first.body, h.clock);
    await expect.poll(() => h.receiver.accepted(name).length).toBe(1);
    setAdapterOverride('webhook', undefined);
    // Its message comes back (visibility timeout) while the claim is fresh: nothing is sent.
    expect(await attemptDelivery(first.body, h.clock)).toBe('in_flight');
    h.clock.advance(3 * 60_000);
    expect(await sweepDueDeliveries(h.clock)).toBeGreaterThanOrEqual(1);
    const mine = h.sent.splice(0).filter((s) => s.body.leadId === m.leadId);
    expect(mine).toHaveLength(1);
    expect(await attemptDelivery(mine[0]!.body, h.clock)).toBe('delivered');
    const calls = h.receiver.calls(name);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ valid: true, duplicate: true, webhookId: `${m.leadId}:${integrationId}` });
    expect(h.receiver.accepted(name)).toHaveLength(1);
    expect(await row(integrationId, m.leadId)).toMatchObject({ status: 'delivered', attempt: 2 });
  });
});

describe('an endpoint answering 410 is disabled', () => {
  it('fails the delivery, disables the integration with why, and logs it', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    h.receiver.failNext(name, { count: 1, status: 410 });
    const m = leadMessage(rootId, companyId, campaignId);
    await fanOutLead(m, 'Spring', h.clock);
    expect(await runDue()).toEqual(['gone']);
    expect(await row(integrationId, m.leadId)).toMatchObject({ status: 'failed', httpStatus: 410 });
    const i = (await db().entities.integration.get({ rootId, integrationId }).go({ consistent: true })).data;
    expect(i).toMatchObject({ status: 'disabled', statusReason: expect.stringMatching(/410/) });
    const logs = (await db().entities.audit.query.byCompany({ rootId, companyId }).go({ pages: 'all' })).data;
    expect(logs.some((l) => l.description.includes('disabled') && l.description.includes('410'))).toBe(true);
    // A disabled integration gets no new leads.
    expect(await fanOutLead(leadMessage(rootId, companyId, campaignId), 'Spring', h.clock)).toBe(0);
  });
});

describe("over the connection's rate limit a delivery waits, it does not fail", () => {
  it('puts the message back for the rest of the window without counting an attempt', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    setAdapterOverride('webhook', { ...webhookAdapter, rateLimit: { requests: 2, perSeconds: 10 } });
    const leads = [0, 1, 2].map(() => leadMessage(rootId, companyId, campaignId));
    // At the start of a window, so all three fall in it.
    h.clock.advance(10_000 - (h.clock.now().getTime() % 10_000));
    for (const m of leads) await fanOutLead(m, 'Spring', h.clock);
    expect((await runDue()).sort()).toEqual(['delivered', 'delivered', 'rate_limited']);
    const waiting = h.sent[0]!;
    expect(waiting.delaySeconds).toBeGreaterThanOrEqual(1);
    expect(waiting.delaySeconds).toBeLessThanOrEqual(10);
    expect(await row(integrationId, waiting.body.leadId)).toMatchObject({ status: 'pending', attempt: 0 });
    h.clock.advance(waiting.delaySeconds! * 1000);
    expect(await runDue()).toEqual(['delivered']);
    expect(h.receiver.accepted(name)).toHaveLength(3);
  });
});

describe('an endpoint failing for 3 days is disabled, after the schedule runs out', () => {
  it('tries 10 times over about 3 days, then fails the delivery and disables the integration with why', async () => {
    const { campaignId, integrationId, name } = await endpoint();
    h.receiver.failNext(name, { count: 100, status: 500 });
    const m = leadMessage(rootId, companyId, campaignId);
    await fanOutLead(m, 'Spring', h.clock);
    const start = h.clock.now().getTime();
    let outcome = '';
    for (let i = 0; i < 10; i++) {
      [outcome = ''] = await runDue();
      const r = await row(integrationId, m.leadId);
      if (r.status !== 'pending') break;
      h.clock.advance(Date.parse(r.nextAttemptAt as string) - h.clock.now().getTime());
      h.sent.splice(0);
      h.sent.push({ queue: 'integration-delivery', body: { kind: 'integration.delivery', rootId, integrationId, leadId: m.leadId } });
    }
    expect(outcome).toBe('failed');
    expect(h.clock.now().getTime() - start).toBeGreaterThan(3 * 24 * 3600_000);
    expect(await row(integrationId, m.leadId)).toMatchObject({ status: 'failed', attempt: 10, detail: expect.stringMatching(/gave up after 10 attempts/) });
    const i = (await db().entities.integration.get({ rootId, integrationId }).go({ consistent: true })).data;
    expect(i).toMatchObject({ status: 'disabled', statusReason: expect.stringMatching(/failed for 3 days/) });
    expect(h.receiver.calls(name)).toHaveLength(10);
  });
});
