import { db, subscriptionRunKey } from '@platform/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { create, move, person, siteId } from '../campaigns/helpers.js';
import { acme, invoicesOf, leads, payingClient, runFor, runningCampaign, type S } from '../billing-runs/helpers.js';
import { newAgency } from '../payments/gateway.js';
import { giveCard } from '../wallet/wallet-helpers.js';

// Each case drives billing runs through the gateway: minutes on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

let rootId: string;
let root: S;
let sales: S;

beforeAll(async () => {
  ({ rootId } = await acme());
  root = await session(DEMO.root[0], DEMO.root[1]);
  sales = await session(DEMO.sales[0], DEMO.sales[1]);
});

interface Answer {
  result: string;
  subscription: { package_id: string | null; fee: string; status: string | null; renews_on: string | null; ends_on: string | null };
  errors?: Record<string, string[]>;
}

const setPackage = (token: string, body: Record<string, unknown>) => api<Answer>('/api/configuration/package', { method: 'PUT', token, body });
const cancel = (token: string, companyId: string) => api<Answer>('/api/configuration/cancel-subscription', { method: 'PUT', token, body: { company_id: companyId } });
const company = async (id: string) => (await db().entities.company.get({ rootId, companyId: id }).go({ consistent: true })).data!;
const subscriptionInvoices = async (id: string) => (await invoicesOf(rootId, id)).filter((i) => i.kind === 'subscription');
const campaignOf = async (campaignId: string) => (await db().entities.campaign.get({ rootId, campaignId }).go({ consistent: true })).data!;

/** A fresh agency with a card, and one of its clients paying weekly for Site ID. */
async function agencyWithClient(tag: string) {
  const a = await newAgency(tag);
  await giveCard(rootId, a.companyId);
  const agency = a as unknown as S;
  const client = await payingClient(agency, rootId, { PaymentTerm: 'Weekly', CostSet: '3' });
  return { a, agency, client };
}

describe('The root assigns an agency its package', () => {
  it('a white-label monthly package at its fee: the agency is white-label, the list and the agency’s own setup check show it', async () => {
    const a = await newAgency('pkg');
    const res = await setPackage(root.access_token, { company_id: a.companyId, package_id: 'WM', fee: '99.00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription).toMatchObject({ package_id: 'WM', fee: '99.00', status: 'active', ends_on: null });
    expect(await company(a.companyId)).toMatchObject({ packageId: 'WM', subscriptionFeeCents: 9900, isWhitelabeling: true, subscriptionStatus: 'active' });

    const list = await api<{ data: { id: string; package_id: string | null; subscription_status: string | null }[] }>(`/api/configuration/companies/${rootId}/children?searchkey=${encodeURIComponent(a.email)}`, { token: root.access_token });
    expect(list.body.data.find((r) => r.id === a.companyId)).toMatchObject({ package_id: 'WM', subscription_status: 'active' });
    const check = await api<{ package_id: string | null }>(`/api/user/checksetupcomplete/${a.userId}`, { token: a.access_token });
    expect(check.body.package_id).toBe('WM');

    // A non-white-label package turns white label off.
    expect((await setPackage(root.access_token, { company_id: a.companyId, package_id: 'NWY', fee: '900' })).status).toBe(200);
    expect(await company(a.companyId)).toMatchObject({ packageId: 'NWY', isWhitelabeling: false });
  });

  it('the same request again changes nothing and records nothing twice', async () => {
    const a = await newAgency('pkgrep');
    const first = await setPackage(root.access_token, { company_id: a.companyId, package_id: 'NWM', fee: '49' });
    const before = await company(a.companyId);
    const again = await Promise.all([1, 2, 3].map(() => setPackage(root.access_token, { company_id: a.companyId, package_id: 'NWM', fee: '49.00' })));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = await company(a.companyId);
    expect(after.subscriptionId).toBe(before.subscriptionId);
    expect(first.body.subscription.fee).toBe('49.00');
    const logs = (await db().entities.audit.query.byCompany({ rootId, companyId: a.companyId }).go({ pages: 'all' })).data.filter((r) => r.description.startsWith('Package'));
    expect(logs).toHaveLength(1);
  });

  it('bad input is refused with the field and changes nothing', async () => {
    const a = await newAgency('pkgbad');
    const cases: [Record<string, unknown>, string][] = [
      [{ company_id: a.companyId, package_id: 'GOLD', fee: '10' }, 'package_id'],
      [{ company_id: a.companyId, package_id: 'WM' }, 'fee'],
      [{ company_id: a.companyId, package_id: 'WY', fee: '12,00' }, 'fee'],
      [{ company_id: a.companyId, package_id: 'NWM', fee: '0.50' }, 'fee'],
      [{ company_id: a.companyId, package_id: 'FREE', fee: '10' }, 'fee'],
    ];
    for (const [body, field] of cases) {
      const res = await setPackage(root.access_token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toBeDefined();
    }
    expect((await company(a.companyId)).packageId).toBeUndefined();
  });

  it('only the root’s operators assign packages: sales 403, the agency itself and its clients 404', async () => {
    const { a, client } = await agencyWithClient('pkgrole');
    expect((await setPackage(sales.access_token, { company_id: a.companyId, package_id: 'FREE' })).status).toBe(403);
    expect((await setPackage(a.access_token, { company_id: a.companyId, package_id: 'FREE' })).status).toBe(404);
    // A client is not an agency: no package.
    expect((await setPackage(root.access_token, { company_id: client, package_id: 'FREE' })).status).toBe(404);
    expect((await company(a.companyId)).packageId).toBeUndefined();
  });
});

describe('A package is billed in advance by the daily billing run', () => {
  it('monthly: the first month once however often the run is made, the next month when it starts', async () => {
    const a = await newAgency('pkgm');
    await giveCard(rootId, a.companyId);
    await setPackage(root.access_token, { company_id: a.companyId, package_id: 'WM', fee: '99.00' });
    expect(await subscriptionInvoices(a.companyId)).toHaveLength(0);
    await Promise.all([runFor(rootId, [a.companyId]), runFor(rootId, [a.companyId])]);
    await runFor(rootId, [a.companyId], 10);
    const first = await subscriptionInvoices(a.companyId);
    const { subscriptionId } = await company(a.companyId);
    expect(first.map((i) => [i.status, i.amountCents, i.idempotencyKey])).toEqual([['paid', 9900, subscriptionRunKey(subscriptionId!, 0)]]);
    expect(first[0]?.lines?.[0]?.description).toMatch(/^WM: White-label, monthly \(.+ – .+\)$/);

    await runFor(rootId, [a.companyId], 32);
    const keys = (await subscriptionInvoices(a.companyId)).map((i) => i.idempotencyKey).sort();
    expect(keys).toEqual([subscriptionRunKey(subscriptionId!, 0), subscriptionRunKey(subscriptionId!, 1)]);
  });

  it('yearly: one charge for the year; FREE: none', async () => {
    const y = await newAgency('pkgy');
    const f = await newAgency('pkgf');
    await giveCard(rootId, y.companyId);
    await giveCard(rootId, f.companyId);
    await setPackage(root.access_token, { company_id: y.companyId, package_id: 'NWY', fee: '1200' });
    await setPackage(root.access_token, { company_id: f.companyId, package_id: 'FREE' });
    for (const d of [0, 40, 200]) await runFor(rootId, [y.companyId, f.companyId], d);
    expect((await subscriptionInvoices(y.companyId)).map((i) => [i.status, i.amountCents])).toEqual([['paid', 120_000]]);
    expect(await subscriptionInvoices(f.companyId)).toHaveLength(0);
  });

  it('a declined charge is a failed invoice and the agency’s clients follow its failed-payment choice', async () => {
    const { a, agency, client } = await agencyWithClient('pkgfail');
    await giveCard(rootId, a.companyId, 'pm_card_chargeCustomerFail');
    const c = await runningCampaign(agency, client);
    await setPackage(root.access_token, { company_id: a.companyId, package_id: 'WM', fee: '99' });
    await runFor(rootId, [a.companyId]);
    expect((await subscriptionInvoices(a.companyId)).map((i) => i.status)).toEqual(['failed']);
    expect((await company(a.companyId)).paymentStatus).toBe('failed');
    expect(await campaignOf(c.id)).toMatchObject({ status: 'stopped', stopReason: 'payment_failed' });
  });
});

describe('Cancelling a subscription', () => {
  it('a paid month runs to its end: no further charge, then the clients’ campaigns stop; what they accrued is still billed', async () => {
    const { a, agency, client } = await agencyWithClient('pkgcan');
    await setPackage(root.access_token, { company_id: a.companyId, package_id: 'NWM', fee: '79' });
    await runFor(rootId, [a.companyId]);
    const c = await runningCampaign(agency, client);
    await leads(c.leadspeek_api_id, 3);

    const res = await cancel(a.access_token, a.companyId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { subscriptionStartDay, subscriptionEndsOn } = await company(a.companyId);
    expect(res.body.subscription).toMatchObject({ status: 'cancelled', ends_on: subscriptionEndsOn });
    expect(subscriptionEndsOn! > subscriptionStartDay!).toBe(true);

    // Before its end the campaign runs; no new period is charged.
    await runFor(rootId, [client, a.companyId], 10);
    expect((await campaignOf(c.id)).status).toBe('running');
    await runFor(rootId, [client, a.companyId], 33);
    expect((await subscriptionInvoices(a.companyId)).map((i) => i.amountCents)).toEqual([7900]);
    expect(await campaignOf(c.id)).toMatchObject({ status: 'stopped', stopReason: 'subscription_ended' });
    expect((await company(a.companyId)).subscriptionStatus).toBe('ended');
    // The client's leads of the weeks before were billed by their period runs.
    expect((await invoicesOf(rootId, client)).filter((i) => i.kind === 'lead_charges').reduce((n, i) => n + i.amountCents, 0)).toBe(900);

    // Nothing starts again until the agency has a package again.
    expect((await move(agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(403);
    expect((await create(agency.access_token, siteId(client))).status).toBe(403);
    expect((await setPackage(root.access_token, { company_id: a.companyId, package_id: 'NWM', fee: '79' })).body.subscription.status).toBe('active');
    expect((await move(agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' })).status).toBe(200);
  });

  it('nothing paid yet: it ends at once, stops the campaigns and is never charged', async () => {
    const { a, agency, client } = await agencyWithClient('pkgnow');
    const c = await runningCampaign(agency, client);
    await setPackage(root.access_token, { company_id: a.companyId, package_id: 'WY', fee: '999' });
    const res = await cancel(root.access_token, a.companyId);
    expect(res.body.subscription.status).toBe('ended');
    expect(await campaignOf(c.id)).toMatchObject({ status: 'stopped', stopReason: 'subscription_ended' });
    await runFor(rootId, [a.companyId], 1);
    expect(await subscriptionInvoices(a.companyId)).toHaveLength(0);
    // Again: answered as it is.
    expect((await cancel(root.access_token, a.companyId)).body.subscription.status).toBe('ended');
  });

  it('who may cancel: the agency’s owner and the root’s operators; not sales, clients or other agencies; no package, 422', async () => {
    const { a, client } = await agencyWithClient('pkgwho');
    const other = await newAgency('pkgoth');
    expect((await cancel(root.access_token, a.companyId)).status).toBe(422);
    await setPackage(root.access_token, { company_id: a.companyId, package_id: 'FREE' });
    expect((await cancel(sales.access_token, a.companyId)).status).toBe(403);
    expect((await cancel(other.access_token, a.companyId)).status).toBe(404);
    expect((await cancel(root.access_token, client)).status).toBe(404);
    expect((await company(a.companyId)).subscriptionStatus).toBe('active');
  });
});

describe('The agency sees its package on Card Setting; its owner may cancel it there', () => {
  type Own = { package_id: string; fee: string; status: string; renews_on: string | null; ends_on: string | null; may_cancel: boolean } | null;
  const own = async (token: string) => (await api<{ subscription: Own }>('/api/payment/card', { token })).body.subscription;

  it('none without a package; then the package, with may_cancel for the owner only (the cancel rule), then cancelled by the owner', async () => {
    const a = await newAgency('pkgown');
    const admin = await person(rootId, a.companyId, 'administrator', 'localhost');
    expect(await own(a.access_token)).toBeNull();
    await setPackage(root.access_token, { company_id: a.companyId, package_id: 'NWM', fee: '49' });
    expect(await own(a.access_token)).toMatchObject({ package_id: 'NWM', fee: '49.00', status: 'active', ends_on: null, may_cancel: true });
    expect(await own(admin.access_token)).toMatchObject({ package_id: 'NWM', may_cancel: false });
    expect((await cancel(admin.access_token, a.companyId)).status).toBe(403);

    const res = await cancel(a.access_token, a.companyId);
    expect(res.status).toBe(200);
    expect(await own(a.access_token)).toMatchObject({ status: res.body.subscription.status, ends_on: res.body.subscription.ends_on, may_cancel: false });
  });
});
