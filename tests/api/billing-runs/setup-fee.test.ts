import { db, settleSetupFee, setupRunKey } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { move } from '../campaigns/helpers.js';
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
