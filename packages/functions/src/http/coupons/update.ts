import { couponPathSchema, updateCoupon, updateCouponSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: couponPathSchema, body: updateCouponSchema }, ({ actor, path, body, ip }) => updateCoupon(actor, path.code, body, { ip }));
