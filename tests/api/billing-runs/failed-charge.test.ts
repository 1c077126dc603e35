import { BILLING_SYSTEM_USER, chargeCompany, db, retryFailedInvoices } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { getCampaign } from '../campaigns/helpers.js';
import { giveCard } from '../wallet/wallet-helpers.js';
import { acme, invoicesOf, leads, payingClient, runFor, runningCampaign, WEEK_CLOSED, type S } from './helpers.js';

let agency: S;
let rootId: string;

beforeAll(async () => {
  ({ agency, rootId } = await acme());
});

/** A Weekly client whose saved card is declined when charged (4000 0000 0000 0341: 0002 is refused when saved) with a running campaign and leads this week. */
async function declinedClient() {
  const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2' }, 'pm_card_chargeCustomerFail');
  const c = await runningCampaign(agency, client);
  await leads(c.leadspeek_api_id, 2);
  return { client, c };
}

const company = async (id: string) => (await db().entities.company.get({ rootId, companyId: id }).go()).data;

describe('A declined period charge follows the failed-payment rules and the client’s pause-or-run choice', () => {
  it('"pause" (the default): the invoice is failed, the client is marked failed and its campaigns stop as payment failed', async () => {
    const { client, c } = await declinedClient();
    await runFor(rootId, [client], WEEK_CLOSED);
    const invoices = await invoicesOf(rootId, client);
    expect(invoices.map((i) => [i.kind, i.status, i.amountCents])).toEqual([['lead_charges', 'failed', 400]]);
    expect((await company(client))?.paymentStatus).toBe('failed');
    const got = await getCampaign(agency.access_token, c.id);
    expect(got.body.data).toMatchObject({ status: 'stopped', stop_message: 'This campaign was stopped because a payment failed. It can start again once the payment has been settled.' });
    // Resuming is refused while the payment is failed.
    const resume = await api(`/api/leadspeek/client/activepause`, { method: 'PUT', token: agency.access_token, body: { campaign_id: c.id, status: 'running' } });
    expect(resume.status).toBe(409);
    // A run again neither charges again nor changes anything.
    await runFor(rootId, [client], WEEK_CLOSED);
    expect(await invoicesOf(rootId, client)).toHaveLength(1);
  });

  it('once the failed invoice is paid with a new card (Retry payment), the stopped campaign may run again', async () => {
    const { client, c } = await declinedClient();
    await runFor(rootId, [client], WEEK_CLOSED);
    expect((await getCampaign(agency.access_token, c.id)).body.data.status).toBe('stopped');
    await giveCard(rootId, client, 'pm_card_visa');
    expect(await retryFailedInvoices(rootId, client, BILLING_SYSTEM_USER)).toMatchObject({ settled: 1, stillFailed: 0 });
    expect((await invoicesOf(rootId, client)).map((i) => [i.status, i.attempt])).toEqual([['paid', 2]]);
    expect((await company(client))?.paymentStatus).toBe('ok');
    const resume = await api('/api/leadspeek/client/activepause', { method: 'PUT', token: agency.access_token, body: { campaign_id: c.id, status: 'running' } });
    expect(resume.status, JSON.stringify(resume.body)).toBe(200);
  });

  it('"run": the invoice is failed but the client’s campaigns keep running', async () => {
    const { client, c } = await declinedClient();
    const set = await api(`/api/configuration/client/${client}/failed-payment-action`, { method: 'PUT', token: agency.access_token, body: { action: 'run' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await runFor(rootId, [client], WEEK_CLOSED);
    expect((await invoicesOf(rootId, client)).map((i) => i.status)).toEqual(['failed']);
    expect((await getCampaign(agency.access_token, c.id)).body.data.status).toBe('running');
  });

  it('a declined set-up fee stops the new campaign when the client chose "pause"', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2', PlatformFee: '40' }, 'pm_card_chargeCustomerFail');
    const c = await runningCampaign(agency, client);
    expect(c.status).toBe('stopped');
    expect((await invoicesOf(rootId, client)).map((i) => [i.kind, i.status])).toEqual([['setup_fee', 'failed']]);
    expect((await getCampaign(agency.access_token, c.id)).body.data.status).toBe('stopped');
  });

  it('a run invoice that failed after its run (the gateway’s late answer) still stops the campaigns at the next daily run', async () => {
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '2' }, 'pm_card_chargeCustomerFail');
    const c = await runningCampaign(agency, client);
    // The invoice as the gateway's failed event leaves it, without the run that made it applying the choice.
    await chargeCompany({ rootId, companyId: client, amountCents: 800, description: 'Lead charges, late answer', lines: [{ description: '4 leads', quantity: 4, unitCents: 200 }], idempotencyKey: `late-${client}`, kind: 'lead_charges' });
    expect((await getCampaign(agency.access_token, c.id)).body.data.status).toBe('running');
    await runFor(rootId, [client]);
    expect((await getCampaign(agency.access_token, c.id)).body.data.status).toBe('stopped');
  });
});
