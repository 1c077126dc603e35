import { agencyWholesaleSpend, billMinimumSpend, db, fixedClock, minimumSpendRunKey, runBilling } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { newAgency } from '../payments/gateway.js';
import { giveCard } from '../wallet/wallet-helpers.js';
import { acme, invoicesOf, payingClient, runningCampaign, today, type S } from './helpers.js';

let rootId: string;
let rootToken: string;

beforeAll(async () => {
  ({ rootId } = await acme());
  const { session } = await import('../client.js');
  rootToken = (await session('root@demo.test', 'localhost')).access_token;
});

const MINIMUM = { on: true, firstMonthCents: 50_000, secondMonthCents: 75_000, monthlyCents: 100_000 };
const month = () => today().slice(0, 7);
const DAY = 86_400_000;

/** The last calendar day of a month and the Monday of the last week that starts in it (UTC dates). */
function monthEnd(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = Date.UTC(y, m, 0);
  const lastMonday = lastDay - ((new Date(lastDay).getUTCDay() + 6) % 7) * DAY;
  return { lastDay, lastMonday };
}
/** A moment when the month and the last week that starts in it have closed everywhere (18:00 UTC). */
const settledAt = (month: string) => new Date(monthEnd(month).lastMonday + 7 * DAY + 18 * 3_600_000);

/** The daily run (minimum spend off on the demo platform) bills the agency's periods up to then; then its minimum spend for the month. */
async function decideAt(agency: Awaited<ReturnType<typeof agencyThatSpent>>['agency'], m: string, at = settledAt(m)) {
  await runBilling(fixedClock(at), { rootId, companyIds: [agency.companyId] });
  return billMinimumSpend(agency, m, MINIMUM, fixedClock(at));
}

/** A fresh agency (created this month: its first month) with a card, and what its clients' leads cost it this month. */
async function agencyThatSpent(wholesaleCents: number) {
  const a = await newAgency('mins');
  await giveCard(rootId, a.companyId);
  if (wholesaleCents > 0) {
    // The lead pipeline's day stats of the agency's clients' delivered leads (wholesale).
    await db().entities.dailyStats.update({ rootId, scope: 'agency', scopeId: a.companyId, module: 'local', day: today() }).add({ delivered: 10, wholesaleCents }).go();
  }
  const agency = (await db().entities.company.get({ rootId, companyId: a.companyId }).go()).data;
  if (!agency) throw new Error('agency not found');
  return { ...a, agency };
}

describe('Root minimum spend: an agency below the minimum is charged the difference', () => {
  it('spend below the first month’s minimum: the difference is charged once, however often the run is made', async () => {
    const { agency } = await agencyThatSpent(20_000);
    expect(await agencyWholesaleSpend(rootId, agency.companyId, month())).toBe(20_000);
    const at = fixedClock(settledAt(month()));
    await runBilling(at, { rootId, companyIds: [agency.companyId] });
    const [a, b] = await Promise.all([billMinimumSpend(agency, month(), MINIMUM, at), billMinimumSpend(agency, month(), MINIMUM, at)]);
    // The one that lost the race answers the other's charge (paid, or still being made).
    expect([a, b]).toContain('paid');
    expect(await billMinimumSpend(agency, month(), MINIMUM, at)).toBe('already billed');
    const invoices = await invoicesOf(rootId, agency.companyId);
    const min = invoices.filter((i) => i.kind === 'minimum_spend');
    expect(min.map((i) => [i.status, i.amountCents, i.idempotencyKey])).toEqual([['paid', 30_000, minimumSpendRunKey(agency.companyId, month())]]);
    expect(min[0]?.lines?.[0]?.description).toMatch(/^Minimum spend for .+: \$500\.00, spent \$200\.00$/);
  });

  it('an agency excluded from minimum spend is not charged', async () => {
    const { agency } = await agencyThatSpent(0);
    const res = await api('/api/configuration/agency/exclude-include-minimum-spend', { method: 'PUT', token: rootToken, body: { CompanyID: agency.companyId, exclude_minimum_spend: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const excluded = (await db().entities.company.get({ rootId, companyId: agency.companyId }).go()).data!;
    expect(await decideAt(excluded, month())).toBe('excluded');
    expect((await invoicesOf(rootId, agency.companyId)).filter((i) => i.kind === 'minimum_spend')).toHaveLength(0);
  });

  it('spend at or above the minimum: nothing is charged', async () => {
    const { agency } = await agencyThatSpent(50_000);
    expect(await decideAt(agency, month())).toBe('met');
    expect((await invoicesOf(rootId, agency.companyId)).filter((i) => i.kind === 'minimum_spend')).toHaveLength(0);
    expect((await db().entities.billingRun.get({ rootId, runKey: minimumSpendRunKey(agency.companyId, month()) }).go()).data).toMatchObject({ status: 'met', wholesaleCents: 50_000 });
  });

  it('the second month has its own minimum, and months before the agency existed owe nothing', async () => {
    const { agency } = await agencyThatSpent(0);
    const next = new Date(`${month()}-15T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const before = new Date(`${month()}-15T12:00:00Z`);
    before.setUTCMonth(before.getUTCMonth() - 1);
    expect(await decideAt(agency, before.toISOString().slice(0, 7))).toBe('none');
    expect(await decideAt(agency, next.toISOString().slice(0, 7))).toBe('paid');
    expect((await invoicesOf(rootId, agency.companyId)).filter((i) => i.kind === 'minimum_spend').map((i) => i.amountCents)).toEqual([75_000]);
  });
});

describe('The daily run charges minimum spend for closed months when the root has it on', () => {
  it('a new agency that spent nothing owes its first month’s and then its second month’s minimum, each once', async () => {
    const { agency } = await agencyThatSpent(0);
    const key = { rootId, companyId: rootId };
    const before = (await db().entities.companySettings.get(key).go()).data;
    const minimum = { minSpendStatus: true, minSpendFirstMonthCents: 10_000, minSpendSecondMonthCents: 20_000, minSpendMonthlyCents: 30_000 };
    const restore = { minSpendStatus: before?.minSpendStatus ?? false, minSpendFirstMonthCents: before?.minSpendFirstMonthCents ?? 0, minSpendSecondMonthCents: before?.minSpendSecondMonthCents ?? 0, minSpendMonthlyCents: before?.minSpendMonthlyCents ?? 0 };
    await (before ? db().entities.companySettings.patch(key).set(minimum).go() : db().entities.companySettings.create({ ...key, ...minimum }).go());
    try {
      // Forty days on, this month and the next have closed (months 1 and 2 of the agency).
      const later = fixedClock(new Date(Date.now() + 40 * 86_400_000));
      await runBilling(later, { rootId, companyIds: [agency.companyId] });
      await runBilling(later, { rootId, companyIds: [agency.companyId] });
    } finally {
      // The demo platform's minimum spend is off again for the other tests.
      await db().entities.companySettings.patch(key).set(restore).go();
    }
    const min = (await invoicesOf(rootId, agency.companyId)).filter((i) => i.kind === 'minimum_spend');
    expect(min.map((i) => [i.status, i.amountCents]).sort()).toEqual([
      ['paid', 10_000],
      ['paid', 20_000],
    ]);
  });
});

describe('Minimum spend for a month is decided once every period that counts toward it is billed', () => {
  it('the week that starts at the month’s end is billed first: its wholesale platform fee counts toward the month', async () => {
    const a = await newAgency('minwk');
    await giveCard(rootId, a.companyId);
    const costs = await api(`/api/configuration/costagency/${a.companyId}`, { method: 'PUT', token: rootToken, body: { dpay: 'Weekly', costagency: { local: { Weekly: { LeadspeekMinCostMonth: '20' } } } } });
    expect(costs.status, JSON.stringify(costs.body)).toBe(200);
    const client = await payingClient({ ...a } as unknown as S, rootId, { PaymentTerm: 'Weekly', CostSet: '2', CostMonth: '30' });
    await runningCampaign({ ...a } as unknown as S, client);
    const agency = (await db().entities.company.get({ rootId, companyId: a.companyId }).go()).data!;
    // This month, unless its last day is a Sunday (then no week straddles its end): the next one.
    const m = new Date(monthEnd(month()).lastDay).getUTCDay() === 0 ? new Date(monthEnd(month()).lastDay + DAY).toISOString().slice(0, 7) : month();
    const { lastDay, lastMonday } = monthEnd(m);
    // Weeks starting in the month, from the one the campaign started in: $20.00 wholesale each.
    let weeks = 0;
    const started = new Date().toISOString().slice(0, 10);
    for (let d = lastMonday; new Date(d).toISOString().slice(0, 7) === m; d -= 7 * DAY) if (new Date(d + 6 * DAY).toISOString().slice(0, 10) >= started) weeks += 1;
    const minimum = { on: true, firstMonthCents: 100_000, secondMonthCents: 100_000, monthlyCents: 100_000 };

    // The month has closed, the week that starts in it last has not.
    const monthClosed = fixedClock(new Date(lastDay + DAY + 18 * 3_600_000));
    await runBilling(monthClosed, { rootId, companyIds: [client, a.companyId] });
    const early = await billMinimumSpend(agency, m, minimum, monthClosed);
    const weekClosed = fixedClock(settledAt(m));
    await runBilling(weekClosed, { rootId, companyIds: [client, a.companyId] });
    const late = await billMinimumSpend(agency, m, minimum, weekClosed);

    const min = (await invoicesOf(rootId, a.companyId)).filter((i) => i.kind === 'minimum_spend');
    expect(min.map((i) => [i.status, i.amountCents])).toEqual([['paid', 100_000 - weeks * 2000]]);
    expect([early, late]).toEqual(['none', 'paid']);
  });
});
