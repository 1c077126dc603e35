import { billAgencyToDate, db, periodRunKey, toDateRunKey } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { move } from '../campaigns/helpers.js';
import { newAgency } from '../payments/gateway.js';
import { giveCard } from '../wallet/wallet-helpers.js';
import { acme, invoicesOf, leads, openPeriods, payingClient, runFor, runningCampaign, WEEK_CLOSED, type S } from './helpers.js';

let rootId: string;
let root: S;

beforeAll(async () => {
  ({ rootId } = await acme());
  root = await session(DEMO.root[0], DEMO.root[1]);
});

/** The root sets an agency's manual bill to the state given. */
async function manualBill(agencyId: string, state: 'T' | 'F') {
  const res = await api('/api/configuration/agency/manual-bill', { method: 'PUT', token: root.access_token, body: { companyID: agencyId, manualBill: state } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A fresh agency with a card and its wholesale Site ID costs for Weekly clients, under manual bill. */
async function manualBillAgency(tag: string, weekly: Record<string, string>) {
  const a = await newAgency(tag);
  await giveCard(rootId, a.companyId);
  const costs = await api(`/api/configuration/costagency/${a.companyId}`, { method: 'PUT', token: root.access_token, body: { dpay: 'Weekly', costagency: { local: { Weekly: weekly } } } });
  expect(costs.status, JSON.stringify(costs.body)).toBe(200);
  await manualBill(a.companyId, 'T');
  return { a, agency: { ...a } as unknown as S };
}

describe('Under manual bill the agency is billed at wholesale, the client not at all', () => {
  it('the agency’s weekly invoice is its clients’ leads at its cost per lead plus its wholesale platform fee; set-up fees too', async () => {
    const { a, agency } = await manualBillAgency('mbill', { LeadspeekCostperlead: '0.80', LeadspeekMinCostMonth: '9', LeadspeekPlatformFee: '15' });
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '3', CostMonth: '40', PlatformFee: '100' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 5);
    await runFor(rootId, [client, a.companyId], WEEK_CLOSED);

    expect(await invoicesOf(rootId, client)).toHaveLength(0);
    const invoices = await invoicesOf(rootId, a.companyId);
    const setup = invoices.filter((i) => i.kind === 'setup_fee');
    expect(setup.map((i) => [i.status, i.amountCents])).toEqual([['paid', 1500]]);
    const week = invoices.find((i) => i.idempotencyKey === periodRunKey(a.companyId, openPeriods().week));
    expect(week).toMatchObject({ kind: 'lead_charges', status: 'paid', amountCents: 5 * 80 + 900 });
    expect(week?.lines?.map((l) => [l.quantity, l.unitCents])).toEqual([
      [5, 80],
      [1, 900],
    ]);
    expect(week?.lines?.[1]?.description).toMatch(/^Platform fee, Billing .+, Site ID \(week of /);
  });

  it('turning manual bill off charges the agency its leads to date at once; the period’s run then charges nothing more', async () => {
    const { a, agency } = await manualBillAgency('mboff', { LeadspeekCostperlead: '0.60' });
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '3' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 3);

    await manualBill(a.companyId, 'F');
    const event = (await db().entities.billingEvent.query.byCompany({ rootId, companyId: a.companyId }).go({ pages: 'all' })).data.find((e) => e.type === 'manual_bill_off_settle');
    const key = toDateRunKey(a.companyId, event?.eventId ?? '');
    const charged = async () => (await invoicesOf(rootId, a.companyId)).filter((i) => i.kind === 'lead_charges' || i.kind === 'manual_bill_to_date').map((i) => [i.kind, i.status, i.amountCents, i.idempotencyKey]);
    expect(await charged()).toEqual([['manual_bill_to_date', 'paid', 3 * 60, key]]);
    await runFor(rootId, [client, a.companyId], WEEK_CLOSED);
    expect(await charged()).toEqual([['manual_bill_to_date', 'paid', 3 * 60, key]]);
    expect(await invoicesOf(rootId, client)).toHaveLength(0);
  });
});

describe('Manual bill off bills the agency to date under a key of its own; the period’s run bills the rest', () => {
  it('off and on again in the same week: the week’s run bills the leads after the switch back on and the agency’s wholesale platform fee', async () => {
    const { a, agency } = await manualBillAgency('mbagain', { LeadspeekCostperlead: '0.70', LeadspeekMinCostMonth: '8' });
    const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '3' });
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 3);

    await manualBill(a.companyId, 'F');
    await manualBill(a.companyId, 'T');
    // Manual bill off stopped the agency's campaigns; with it on again the campaign may run.
    expect((await move(a.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(200);
    await leads(c.leadspeek_api_id, 2);
    await runFor(rootId, [client, a.companyId], WEEK_CLOSED);

    const charges = (await invoicesOf(rootId, a.companyId)).filter((i) => i.kind === 'lead_charges' || i.kind === 'manual_bill_to_date');
    expect(charges.map((i) => [i.kind, i.status, i.amountCents]).sort()).toEqual([
      ['lead_charges', 'paid', 2 * 70 + 800],
      ['manual_bill_to_date', 'paid', 3 * 70],
    ]);
    expect(await invoicesOf(rootId, client)).toHaveLength(0);
  });
});

describe('Billing to date repeated, or at the same time, charges once', () => {
  it('three at once and one more: one invoice holding every lead accrued so far', async () => {
    const { a, agency: owner } = await manualBillAgency('mbrace', { LeadspeekCostperlead: '0.50' });
    const client = await payingClient(owner, rootId, { PaymentTerm: 'Weekly', CostSet: '3' });
    const c = await runningCampaign(owner, client);
    await leads(c.leadspeek_api_id, 45);
    const agency = (await db().entities.company.get({ rootId, companyId: a.companyId }).go()).data!;
    const eventId = `test-${a.companyId}`;
    await Promise.all([billAgencyToDate(agency, eventId), billAgencyToDate(agency, eventId), billAgencyToDate(agency, eventId)]);
    expect((await billAgencyToDate(agency, eventId)).at(-1)).toBe('already billed');
    const toDate = (await invoicesOf(rootId, a.companyId)).filter((i) => i.kind === 'manual_bill_to_date');
    expect(toDate.map((i) => [i.status, i.amountCents, i.idempotencyKey])).toEqual([['paid', 45 * 50, toDateRunKey(a.companyId, eventId)]]);
    // Nothing is left in the week for its run.
    await runFor(rootId, [client, a.companyId], WEEK_CLOSED);
    expect((await invoicesOf(rootId, a.companyId)).filter((i) => i.kind === 'lead_charges')).toHaveLength(0);
  });
});
