import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { nextDay, zonedDayStart } from '../audit/zoned-day.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString, parseMoney } from '../pricing/money.js';
import { rootZone } from '../reports/revenue-stats.js';
import { conflict, forbidden, notFound } from '../shared/errors.js';
import type { CouponItem } from './coupon.entity.js';
import { COUPON_MESSAGES, couponStatus, type CouponRow, type CreateCouponInput, type UpdateCouponInput } from './coupon.contract.js';
import { createWriteTransaction } from 'electrodb';
import { couponEntity } from './coupon.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** Coupons are the root's: its operators manage them (sales 403, everyone else 404). */
function assertCouponAdmin(actor: Actor): void {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot manage coupons.');
  if (!isRootOperator(actor)) throw notFound('The requested resource was not found.');
}

export function couponRow(c: CouponItem, now: Date): CouponRow {
  const percent = c.percentOff !== undefined;
  return {
    code: c.code,
    discount_type: percent ? 'percent' : 'amount',
    percent_off: percent ? (c.percentOff ?? null) : null,
    amount_off: percent ? null : centsToString(c.amountOffCents ?? 0),
    expires_on: c.expiresOn ?? (c.expiresAt ? c.expiresAt.slice(0, 10) : null),
    active: c.active === false ? 'F' : 'T',
    status: couponStatus(c, now),
    redemptions: c.redemptions ?? 0,
  };
}

/** GET /api/configuration/coupons: the platform's coupons by code. */
export async function listCoupons(actor: Actor, clock: Clock = systemClock): Promise<{ data: CouponRow[] }> {
  assertCouponAdmin(actor);
  const items = (await couponEntity.query.byRoot({ rootId: actor.rootId }).go({ pages: 'all' })).data;
  const now = clock.now();
  return { data: items.map((c) => couponRow(c, now)) };
}

/** What the input makes of a coupon: one kind of discount, and the expiry instant of its last day in the root's time zone. */
interface Terms {
  active: boolean;
  percentOff?: number;
  amountOffCents?: number;
  expiresOn?: string;
  expiresAt?: string;
}

async function terms(rootId: string, input: UpdateCouponInput): Promise<Terms> {
  const percent = input.discount_type === 'percent';
  const expires = input.expires_on ? { expiresOn: input.expires_on, expiresAt: zonedDayStart(nextDay(input.expires_on), await rootZone(rootId)).toISOString() } : undefined;
  return {
    active: input.active === 'T',
    ...(percent ? { percentOff: Number(input.percent_off) } : { amountOffCents: parseMoney(input.amount_off ?? '') ?? 0 }),
    ...(expires ?? {}),
  };
}

async function who(actor: Actor, ip: string | undefined) {
  const me = await getUser(actor.rootId, actor.userId);
  return { user: me ?? { userId: actor.userId, name: actor.userId, userType: actor.userType }, actingUser: actingUserOf(actor), ip };
}

const describe = (code: string, t: Terms) =>
  `${code}: ${t.percentOff !== undefined ? `${t.percentOff}% off` : `$${centsToString(t.amountOffCents ?? 0)} off`}${t.expiresOn ? `, last day ${t.expiresOn}` : ''}${t.active ? '' : ', inactive'}`;

/** POST /api/configuration/coupons: a new code (409 on the field when it exists), with its user-log row in one transaction. */
export async function createCoupon(actor: Actor, input: CreateCouponInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  assertCouponAdmin(actor);
  const t = await terms(actor.rootId, input);
  const now = clock.now().toISOString();
  const item = { rootId: actor.rootId, code: input.code, ...t, updatedAt: now };
  const row = await auditRow({ ...(await who(actor, ctx.ip)), rootId: actor.rootId, companyId: actor.rootId, action: 'billing_changed', description: `Coupon created, ${describe(input.code, t)}` }, clock);
  const res = await createWriteTransaction({ coupon: couponEntity, audit: auditEntity }, ({ coupon, audit }) => [coupon.create(item).commit(), audit.create(row).commit()])
    .go();
  if (res.canceled) throw conflict(COUPON_MESSAGES.codeTaken, { code: [COUPON_MESSAGES.codeTaken] });
  return { result: 'success' as const, message: COUPON_MESSAGES.created, data: couponRow(item as CouponItem, clock.now()) };
}

const same = (c: CouponItem, t: Terms) =>
  (c.active !== false) === t.active && c.percentOff === t.percentOff && c.amountOffCents === t.amountOffCents && c.expiresAt === t.expiresAt;

/**
 * PUT /api/configuration/coupons/{code}: its discount, last day and whether it is active (the state
 * to go to: deactivating is active F). Conditioned on the coupon as read, with its log row; the
 * same request again changes and logs nothing. Invoices keep the code they were charged with.
 */
export async function updateCoupon(actor: Actor, code: string, input: UpdateCouponInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  assertCouponAdmin(actor);
  const t = await terms(actor.rootId, input);
  const audit = await who(actor, ctx.ip);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const c = (await couponEntity.get({ rootId: actor.rootId, code }).go({ consistent: true })).data;
    if (!c) throw notFound('Coupon not found.');
    if (same(c, t)) return { result: 'success' as const, message: COUPON_MESSAGES.saved, data: couponRow(c, clock.now()) };
    const clear = [...(t.percentOff === undefined ? ['percentOff'] : ['amountOffCents']), ...(t.expiresAt ? [] : ['expiresAt', 'expiresOn'])] as ('percentOff' | 'amountOffCents' | 'expiresAt' | 'expiresOn')[];
    const set = { ...t, updatedAt: clock.now().toISOString() };
    const row = await auditRow({ ...audit, rootId: actor.rootId, companyId: actor.rootId, action: 'billing_changed', description: `Coupon changed, ${describe(code, t)}` }, clock);
    const res = await createWriteTransaction({ coupon: couponEntity, audit: auditEntity }, ({ coupon, audit: log }) => [
        coupon
          .patch({ rootId: actor.rootId, code })
          .set(set)
          .remove(clear)
          .where((a, op) => (c.updatedAt ? op.eq(a.updatedAt, c.updatedAt) : op.notExists(a.updatedAt)))
          .commit(),
        log.create(row).commit(),
      ])
      .go();
    if (!res.canceled) return { result: 'success' as const, message: COUPON_MESSAGES.saved, data: couponRow({ ...c, ...set, ...Object.fromEntries(clear.map((k) => [k, undefined])) } as CouponItem, clock.now()) };
  }
  throw conflict('This coupon was being changed at the same time. Please reload and try again.');
}
