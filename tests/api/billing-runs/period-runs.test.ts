import { db, periodRunKey } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { acme, invoicesOf, leads, MONTH_CLOSED, openPeriods, payingClient, runFor, runningCampaign, WEEK_CLOSED, type S } from './helpers.js';

let agency: S;
let rootId: string;

beforeAll(async () => {
  ({ agency, rootId } = await acme());
});
afterAll(async () => {
  await api('/_local/clock', { body: { offsetMs: 0 } });
});

const accrued = async (payerId: string, period: string) => (await db().entities.leadAccrual.query.byPeriod({ rootId, payerId, period }).go({ pages: 'all' })).data;

describe('A Weekly client is billed once per closed week: its leads plus its platform fee', () => {
  it('the invoice is the sum of the accrued leads and the platform fee, with retail and wholesale totals on the run', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2.50', CostMonth: '30' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 4);
    const { week } = openPeriods();
    const accruals = await accrued(client, week);
    expect(accruals.map((a) => a.amountCents)).toEqual([250, 250, 250, 250]);

    await runFor(rootId, [client], WEEK_CLOSED);

    const invoices = await invoicesOf(rootId, client);
    expect(invoices).toHaveLength(1);
    const inv = invoices[0];
    expect(inv).toMatchObject({ kind: 'lead_charges', status: 'paid', idempotencyKey: periodRunKey(client, week), amountCents: 4 * 250 + 3000 });
    expect(inv?.lines?.map((l) => [l.description, l.quantity, l.unitCents])).toEqual([
      [`4 leads, ${c.campaignName} (Site ID)`, 4, 250],
      [expect.stringMatching(/^Platform fee, Site ID \(week of /), 1, 3000],
    ]);
    const run = (await db().entities.billingRun.get({ rootId, runKey: periodRunKey(client, week) }).go()).data;
    expect(run).toMatchObject({ status: 'invoiced', leadCount: 4, amountCents: 4000, retailCents: 4000, invoiceId: inv?.invoiceId });
    expect(run?.wholesaleCents).toBe(accruals.reduce((s, a) => s + a.wholesaleCents, 0));
  });

  it('a run twice, and three runs at once, charge the period once', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '1.75' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 3);
    await Promise.all([runFor(rootId, [client], WEEK_CLOSED), runFor(rootId, [client], WEEK_CLOSED), runFor(rootId, [client], WEEK_CLOSED)]);
    await runFor(rootId, [client], WEEK_CLOSED + 1);
    const invoices = await invoicesOf(rootId, client);
    expect(invoices.map((i) => [i.status, i.amountCents, i.idempotencyKey])).toEqual([['paid', 3 * 175, periodRunKey(client, openPeriods().week)]]);
  });

  it('leads of the open week are not billed yet', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2', CostMonth: '10' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 2);
    await runFor(rootId, [client]);
    expect(await invoicesOf(rootId, client)).toHaveLength(0);
  });

  it('a week with no leads still owes the platform fee while a campaign ran; none without a fee', async () => {
    const withFee = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2', CostMonth: '12' });
    const noFee = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2' });
    await runningCampaign(agency, withFee);
    await runningCampaign(agency, noFee);
    await runFor(rootId, [withFee, noFee], WEEK_CLOSED);
    expect((await invoicesOf(rootId, withFee)).map((i) => [i.status, i.amountCents])).toEqual([['paid', 1200]]);
    expect(await invoicesOf(rootId, noFee)).toHaveLength(0);
  });
});

describe('A Monthly client is billed once per closed month', () => {
  it('the month’s leads and its monthly platform fee are one invoice', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Monthly', CostSet: '4', CostMonth: '50' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 2);
    await runFor(rootId, [client], MONTH_CLOSED);
    await runFor(rootId, [client], MONTH_CLOSED);
    const invoices = await invoicesOf(rootId, client);
    expect(invoices.map((i) => [i.status, i.amountCents, i.idempotencyKey])).toEqual([['paid', 2 * 400 + 5000, periodRunKey(client, openPeriods().month)]]);
  });
});

describe('The daily schedule', () => {
  it('bills closed periods through its worker, and a second run charges nothing more', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '3' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 2);
    await api('/_local/clock', { body: { offsetMs: WEEK_CLOSED * 86_400_000 } });
    expect((await api('/_local/schedules/billing-runs/run', { body: {} })).status).toBe(200);
    expect((await api('/_local/queues/billing-runs/drain', { body: { timeoutMs: 120_000 } })).status).toBe(200);
    await api('/_local/clock', { body: { offsetMs: 0 } });
    const paid = [['lead_charges', 'paid', 600]];
    expect((await invoicesOf(rootId, client)).map((i) => [i.kind, i.status, i.amountCents])).toEqual(paid);
    // The schedule bills every agency's tree, which holds every client the other files made (40 to
    // 90 s in a whole API run): the second run, on the same day, is this client's alone, as only
    // its invoices are checked (docs/decisions.md, Test layers: a page's rules are component
    // tests).
    await runFor(rootId, [client], WEEK_CLOSED);
    expect((await invoicesOf(rootId, client)).map((i) => [i.kind, i.status, i.amountCents])).toEqual(paid);
  }, 240_000);
});
