import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createCampaign, createCampaignSchema, db, documentClient, settleSetupFee, setupRunKey, verifyBearer } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { move, siteId } from '../campaigns/helpers.js';
import { acme, invoicesOf, payingClient, runningCampaign, type S } from './helpers.js';

let agency: S;
let rootId: string;

beforeAll(async () => {
  ({ agency, rootId } = await acme());
});

const setupEvent = async (clientId: string, campaignId: string) =>
  (await db().entities.billingEvent.query.byCompany({ rootId, companyId: clientId }).go({ pages: 'all' })).data.filter((e) => e.eventId === `setup-${campaignId}`);

describe('A campaign’s set-up fee is charged on its first start only', () => {
  it('creating a running campaign charges the client’s set-up fee once; pausing and resuming charge nothing more', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2', PlatformFee: '99' });
    const c = await runningCampaign(agency, client);
    let invoices = await invoicesOf(rootId, client);
    expect(invoices.map((i) => [i.kind, i.status, i.amountCents, i.idempotencyKey])).toEqual([['setup_fee', 'paid', 9900, setupRunKey(c.id)]]);
    expect(invoices[0]?.lines?.[0]?.description).toBe(`Set-up fee, ${c.campaignName} (Site ID)`);
    expect((await setupEvent(client, c.id)).map((e) => e.status)).toEqual(['settled']);

    for (const _ of [1, 2]) {
      expect((await move(agency.access_token, 'activepause', { campaign_id: c.id, status: 'paused' })).status).toBe(200);
      expect((await move(agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(200);
    }
    // Settling again (a retry of the event) finds the fee billed.
    expect(await settleSetupFee(rootId, c.id, new Date().toISOString())).toBe('already billed');
    invoices = await invoicesOf(rootId, client);
    expect(invoices).toHaveLength(1);
    expect((await setupEvent(client, c.id)).length).toBe(1);
  });

  it('each campaign of the client has its own set-up fee', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Monthly', CostSet: '2', PlatformFee: '25.50' });
    await runningCampaign(agency, client);
    await runningCampaign(agency, client);
    expect((await invoicesOf(rootId, client)).map((i) => [i.kind, i.amountCents])).toEqual([
      ['setup_fee', 2550],
      ['setup_fee', 2550],
    ]);
  });

  it('no set-up fee set: nothing is charged and the start is recorded as settled', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2' });
    const c = await runningCampaign(agency, client);
    expect(await invoicesOf(rootId, client)).toHaveLength(0);
    expect((await setupEvent(client, c.id)).map((e) => e.status)).toEqual(['settled']);
    expect((await db().entities.billingRun.get({ rootId, runKey: setupRunKey(c.id) }).go()).data?.status).toBe('empty');
  });
});

describe('A platform is on the daily billing run’s list from its first campaign start, whatever happens after', () => {
  it('the process dies right after the start’s transaction: the platform is on the list all the same', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2' });
    const actor = (await verifyBearer(agency.access_token)).claims;
    // As if no campaign of the platform had ever started.
    await db().entities.billingRoot.delete({ scope: 'billing-roots', rootId }).go();
    const doc = documentClient();
    const send = doc.send.bind(doc);
    // Every write after the start's transaction is lost (the process is gone).
    doc.send = ((command: unknown, ...rest: unknown[]) => {
      if (command instanceof PutCommand) return Promise.reject(new Error('the process died here'));
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof doc.send;
    try {
      await createCampaign(actor, createCampaignSchema.parse(siteId(client)), {}).catch(() => undefined);
    } finally {
      doc.send = send;
    }
    const started = (await db().entities.campaign.query.byCompany({ rootId, companyId: client }).go({ pages: 'all' })).data;
    expect(started.map((c) => c.status)).toEqual(['running']);
    const listed = (await db().entities.billingRoot.get({ scope: 'billing-roots', rootId }).go()).data;
    // The demo platform stays on the list for the other tests.
    if (!listed) await db().entities.billingRoot.put({ rootId }).go();
    expect(listed?.rootId).toBe(rootId);
  });
});
