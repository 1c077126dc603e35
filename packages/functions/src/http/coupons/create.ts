import { createCoupon } from '@platform/core/payments/coupon-admin';
import { createCouponSchema } from '@platform/core/payments/coupon.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createCouponSchema }, ({ actor, body, ip }) => createCoupon(actor, body, { ip }));
