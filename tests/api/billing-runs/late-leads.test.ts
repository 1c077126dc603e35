import { db, fixedClock, processLead, setQueuePort } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { uniq } from '../campaigns/helpers.js';
import { ingest } from '../leads/helpers.js';
import { acme, invoicesOf, leads, payingClient, runFor, runningCampaign, WEEK_CLOSED, type S } from './helpers.js';

let agency: S;
let rootId: string;

beforeAll(async () => {
  ({ agency, rootId } = await acme());
  // Leads processed in this process announce their delivery to nowhere (no queue here).
  setQueuePort({ send: async () => ({ messageId: 'kept-by-test' }) });
});
afterAll(async () => {
  await api('/_local/clock', { body: { offsetMs: 0 } });
});

const DAY = 86_400_000;
const leadCharges = async (clientId: string) =>
  (await invoicesOf(rootId, clientId))
    .filter((i) => i.kind === 'lead_charges')
    .map((i) => [i.status, i.amountCents])
    .sort((a, b) => Number(a[1]) - Number(b[1]));

describe('A lead is billed with the period open when it is stored, however late the vendor saw it', () => {
  it('a lead the vendor sends a week late (seen in a week already billed) is billed with the week it arrives in', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 2);
    await runFor(rootId, [client], WEEK_CLOSED);
    expect(await leadCharges(client)).toEqual([['paid', 400]]);

    // The vendor's backfill (or an SQS retry, a DLQ redrive) arrives after the week's run.
    const seen = new Date().toISOString();
    await api('/_local/clock', { body: { offsetMs: WEEK_CLOSED * DAY } });
    try {
      await ingest([{ lead_id: uniq('late'), campaign_code: c.leadspeek_api_id, email: `${uniq('late')}@lead.test`, received_at: seen }]);
    } finally {
      await api('/_local/clock', { body: { offsetMs: 0 } });
    }
    const stored = (await db().entities.lead.query.byCampaign({ rootId, campaignId: c.id }).go({ pages: 'all' })).data;
    expect(stored.map((l) => l.status)).toEqual(['delivered', 'delivered', 'delivered']);

    await runFor(rootId, [client], 2 * WEEK_CLOSED);
    expect(await leadCharges(client)).toEqual([
      ['paid', 200],
      ['paid', 400],
    ]);
  });

  it('a lead stored after its week’s run row was written (a run early by a clock’s skew) is billed with the next week', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '3' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 1);
    // The run's clock is a week ahead of the pipeline's: the open week already has its run row.
    await runFor(rootId, [client], WEEK_CLOSED);
    await leads(c.leadspeek_api_id, 1);
    await runFor(rootId, [client], 2 * WEEK_CLOSED);
    expect(await leadCharges(client)).toEqual([
      ['paid', 300],
      ['paid', 300],
    ]);
  });
});

describe('The run and the leads of its period at the same moment: each lead is billed once', () => {
  it('leads stored while the run bills their week are billed by that run or by the next week’s', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '1' });
    const c = await runningCampaign(agency, client);
    const pipelineClock = fixedClock(new Date());
    const incoming = Array.from({ length: 30 }, (_, i) => ({ lead_id: uniq(`race${i}`), campaign_code: c.leadspeek_api_id, email: `${uniq('race')}@lead.test` }));
    const outcomes = await Promise.all([...incoming.map((l) => processLead(l, pipelineClock)), runFor(rootId, [client], WEEK_CLOSED)]);
    expect(outcomes.slice(0, 30).every((o) => o === 'delivered')).toBe(true);
    await runFor(rootId, [client], 2 * WEEK_CLOSED);
    const billed = (await invoicesOf(rootId, client)).filter((i) => i.kind === 'lead_charges').reduce((s, i) => s + i.amountCents, 0);
    expect(billed).toBe(30 * 100);
  });
});
