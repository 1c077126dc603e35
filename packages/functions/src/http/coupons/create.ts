import { createCoupon, createCouponSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createCouponSchema }, ({ actor, body, ip }) => createCoupon(actor, body, { ip }));
