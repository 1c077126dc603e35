import { db } from '../db/service.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { CouponItem } from './coupon.entity.js';
import { couponStatus } from './coupon.contract.js';

/** A platform's coupon by code (codes are kept upper-case), if it exists, is active and has not expired. */
export async function findCoupon(rootId: string, code: string, clock: Clock = systemClock): Promise<CouponItem | undefined> {
  const c = (await db().entities.coupon.get({ rootId, code: code.trim().toUpperCase() }).go()).data;
  if (!c || couponStatus(c, clock.now()) !== 'active') return undefined;
  return c;
}

/** What a coupon takes off a fee, in cents: a percentage (rounded to the cent) or a fixed amount, never more than the fee. */
export function couponDiscount(feeCents: number, c: Pick<CouponItem, 'percentOff' | 'amountOffCents'>): number {
  if (c.percentOff !== undefined) return Math.min(feeCents, Math.round((feeCents * c.percentOff) / 100));
  return Math.min(feeCents, c.amountOffCents ?? 0);
}
