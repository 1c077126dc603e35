import { chargeCompany, db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { CARDS, newAgency, saveCard } from './gateway.js';

type S = Awaited<ReturnType<typeof session>>;
let root: S;
let sales: S;
let agency: S;
let rootId: string;

interface Row {
  code: string;
  discount_type: string;
  percent_off: number | null;
  amount_off: string | null;
  expires_on: string | null;
  active: string;
  status: string;
  redemptions: number;
}

beforeAll(async () => {
  useCore();
  root = await session(DEMO.root[0], DEMO.root[1]);
  sales = await session(DEMO.sales[0], DEMO.sales[1]);
  agency = await session(DEMO.agency[0], DEMO.agency[1]);
  rootId = root.companyId;
});

let n = 0;
const code = (p: string) => `${p}${Date.now().toString(36)}${(n += 1)}`.toUpperCase();
const list = async () => (await api<{ data: Row[] }>('/api/configuration/coupons', { token: root.access_token })).body.data;
const create = (body: Record<string, unknown>, token = root.access_token) => api<{ data: Row; errors?: Record<string, string[]> }>('/api/configuration/coupons', { token, body });
const update = (c: string, body: Record<string, unknown>, token = root.access_token) => api<{ data: Row; errors?: Record<string, string[]> }>(`/api/configuration/coupons/${c}`, { method: 'PUT', token, body });
const quote = (token: string, coupon: string) => api('/api/configuration/coupon/get-coupon', { token, body: { coupon_code: coupon } });

/** A fresh agency owing a $200 onboarding fee that may use coupons. */
async function agencyWithFee() {
  const a = await newAgency('cpadm');
  const set = await api('/api/configuration/onboarding/set', { method: 'PUT', token: root.access_token, body: { CompanyID: a.companyId, amount: '200', enable_coupon: 'T' } });
  expect(set.status).toBe(200);
  return a;
}

describe('Coupons: the root creates, lists, edits and deactivates', () => {
  it('a percentage coupon is created in capitals, listed, and redeemable', async () => {
    const c = code('pct');
    const res = await create({ code: c.toLowerCase(), discount_type: 'percent', percent_off: 25 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ code: c, discount_type: 'percent', percent_off: 25, amount_off: null, expires_on: null, active: 'T', status: 'active' });
    expect((await list()).find((r) => r.code === c)).toMatchObject({ status: 'active' });
    const a = await agencyWithFee();
    expect((await quote(a.access_token, c)).body).toMatchObject({ onboarding: { discount: '50.00' } });
  });

  it('an amount coupon whose last day has passed is listed as expired and is refused at redemption', async () => {
    const c = code('old');
    expect((await create({ code: c, discount_type: 'amount', amount_off: '30', expires_on: '2025-01-31' })).body.data).toMatchObject({ amount_off: '30.00', expires_on: '2025-01-31', status: 'expired' });
    const a = await agencyWithFee();
    expect((await quote(a.access_token, c)).status).toBe(422);
  });

  it('its last day counts to the end of that day on the root’s calendar', async () => {
    const c = code('day');
    await create({ code: c, discount_type: 'percent', percent_off: 10, expires_on: '2031-03-15' });
    const item = (await db().entities.coupon.get({ rootId, code: c }).go()).data;
    // America/Chicago is UTC-5 in March (daylight time): the 16th starts at 05:00 UTC.
    expect(item?.expiresAt).toBe('2031-03-16T05:00:00.000Z');
  });

  it('editing changes the discount; deactivating stops redemption; the same request again logs nothing', async () => {
    const c = code('edit');
    await create({ code: c, discount_type: 'percent', percent_off: 10 });
    const edited = await update(c, { discount_type: 'amount', amount_off: '40' });
    expect(edited.body.data).toMatchObject({ discount_type: 'amount', amount_off: '40.00', percent_off: null });
    const a = await agencyWithFee();
    expect((await quote(a.access_token, c)).body).toMatchObject({ onboarding: { discount: '40.00' } });

    const off = { discount_type: 'amount', amount_off: '40', active: 'F' };
    const answers = await Promise.all([update(c, off), update(c, off), update(c, off)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await list()).find((r) => r.code === c)).toMatchObject({ active: 'F', status: 'inactive' });
    expect((await quote(a.access_token, c)).status).toBe(422);
    const logs = (await db().entities.audit.query.byCompany({ rootId, companyId: rootId }).go({ pages: 'all' })).data.filter((r) => r.description.includes(`${c}:`));
    expect(logs.map((r) => r.description.split(',')[0])).toEqual(expect.arrayContaining(['Coupon created', 'Coupon changed']));
    expect(logs).toHaveLength(3);
  });
});

describe('Coupons: how many times each was redeemed', () => {
  const used = async (c: string) => (await list()).find((r) => r.code === c)?.redemptions;

  it('two agencies pay their onboarding fee with it: 2; a repeated card save or charge of the same fee counts nothing more', async () => {
    const c = code('used');
    expect((await create({ code: c, discount_type: 'percent', percent_off: 50 })).body.data).toMatchObject({ redemptions: 0 });
    const [a1, a2] = [await agencyWithFee(), await agencyWithFee()];
    for (const a of [a1, a2]) expect((await saveCard(a.access_token, CARDS.visa, { coupon_code: c })).put.body).toMatchObject({ onboarding_charge: { status: 'paid', amount: '100.00' } });
    expect(await used(c)).toBe(2);

    // The same request again (a second card): the fee is paid, nothing is charged or counted.
    expect((await saveCard(a1.access_token, CARDS.visa, { coupon_code: c })).put.body).toMatchObject({ onboarding_charge: null });
    // The same charge repeated twice at once (a retried request): its invoice exists, so neither counts.
    const again = () =>
      chargeCompany({ rootId, companyId: a1.companyId, amountCents: 10_000, description: 'Agency onboarding fee', lines: [{ description: 'Agency onboarding fee', quantity: 1, unitCents: 20_000 }], idempotencyKey: `onboarding:${a1.companyId}`, kind: 'onboarding_fee', discountCents: 10_000, couponCode: c });
    expect((await Promise.all([again(), again()])).map((o) => o.duplicate)).toEqual([true, true]);
    expect(await used(c)).toBe(2);
  });

  it('a coupon that waives the whole fee counts once too', async () => {
    const c = code('free');
    await create({ code: c, discount_type: 'percent', percent_off: 100 });
    const a = await agencyWithFee();
    expect((await saveCard(a.access_token, CARDS.visa, { coupon_code: c })).put.body).toMatchObject({ onboarding_charge: { status: 'paid', amount: '0.00' } });
    await saveCard(a.access_token, CARDS.visa, { coupon_code: c });
    expect(await used(c)).toBe(1);
  });
});

describe('Coupons: bad input is refused on its field and changes nothing', () => {
  it.each([
    [{ code: 'x', discount_type: 'percent', percent_off: 10 }, 'code'],
    [{ code: 'HAS SPACE', discount_type: 'percent', percent_off: 10 }, 'code'],
    [{ discount_type: 'percent', percent_off: 0 }, 'percent_off'],
    [{ discount_type: 'percent', percent_off: 101 }, 'percent_off'],
    [{ discount_type: 'percent', percent_off: 12.5 }, 'percent_off'],
    [{ discount_type: 'amount', amount_off: 'abc' }, 'amount_off'],
    [{ discount_type: 'amount' }, 'amount_off'],
    [{ discount_type: 'percent', percent_off: 5, expires_on: '2026-02-30' }, 'expires_on'],
  ])('%o → 422 on %s', async (body, field) => {
    const c = code('bad');
    const res = await create({ code: c, ...body });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field], JSON.stringify(res.body)).toBeDefined();
    expect((await list()).some((r) => r.code === c)).toBe(false);
  });

  it('a code that exists: 409 on the code, the first one unchanged', async () => {
    const c = code('dup');
    await create({ code: c, discount_type: 'percent', percent_off: 15 });
    const again = await create({ code: c, discount_type: 'amount', amount_off: '5' });
    expect(again.status).toBe(409);
    expect(again.body.errors?.code).toBeDefined();
    expect((await list()).find((r) => r.code === c)).toMatchObject({ percent_off: 15 });
  });

  it('an unknown code to edit: 404', async () => {
    expect((await update(code('none'), { discount_type: 'percent', percent_off: 5 })).status).toBe(404);
  });
});

describe('Coupons are the root operators’ only', () => {
  it('sales 403; an agency 404, listing or changing', async () => {
    const c = code('own');
    await create({ code: c, discount_type: 'percent', percent_off: 5 });
    expect((await api('/api/configuration/coupons', { token: sales.access_token })).status).toBe(403);
    expect((await api('/api/configuration/coupons', { token: agency.access_token })).status).toBe(404);
    expect((await create({ code: code('agc'), discount_type: 'percent', percent_off: 5 }, agency.access_token)).status).toBe(404);
    expect((await update(c, { discount_type: 'percent', percent_off: 90 }, agency.access_token)).status).toBe(404);
    expect((await update(c, { discount_type: 'percent', percent_off: 90 }, sales.access_token)).status).toBe(403);
    expect((await list()).find((r) => r.code === c)).toMatchObject({ percent_off: 5 });
  });
});
