import { getCoupon, getCouponRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: getCouponRequestSchema }, ({ actor, body }) => getCoupon(actor, body.coupon_code));
