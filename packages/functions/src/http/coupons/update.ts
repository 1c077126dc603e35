import { updateCoupon } from '@platform/core/payments/coupon-admin';
import { couponPathSchema, updateCouponSchema } from '@platform/core/payments/coupon.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: couponPathSchema, body: updateCouponSchema }, ({ actor, path, body, ip }) => updateCoupon(actor, path.code, body, { ip }));
