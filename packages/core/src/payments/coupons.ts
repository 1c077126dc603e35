import type { TxEntities } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { CouponItem } from './coupon.entity.js';
import { couponStatus } from './coupon.contract.js';
import { couponEntity } from './coupon.entity.js';

/** A platform's coupon by code (codes are kept upper-case), if it exists, is active and has not expired. */
export async function findCoupon(rootId: string, code: string, clock: Clock = systemClock): Promise<CouponItem | undefined> {
  const c = (await couponEntity.get({ rootId, code: code.trim().toUpperCase() }).go()).data;
  if (!c || couponStatus(c, clock.now()) !== 'active') return undefined;
  return c;
}

/** What a coupon takes off a fee, in cents: a percentage (rounded to the cent) or a fixed amount, never more than the fee. */
export function couponDiscount(feeCents: number, c: Pick<CouponItem, 'percentOff' | 'amountOffCents'>): number {
  if (c.percentOff !== undefined) return Math.min(feeCents, Math.round((feeCents * c.percentOff) / 100));
  return Math.min(feeCents, c.amountOffCents ?? 0);
}

/**
 * One more redemption of a coupon, as a write of the transaction that creates the invoice applying
 * it (an ADD on the coupon, which must exist): a repeat, whose invoice already exists, fails that
 * transaction and counts nothing (docs/decisions.md, "Coupons").
 */
export const countRedemption = (tx: Pick<TxEntities, 'coupon'>, rootId: string, code: string) => tx.coupon.patch({ rootId, code }).add({ redemptions: 1 }).commit();
