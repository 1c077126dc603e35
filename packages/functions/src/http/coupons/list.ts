import { listCoupons } from '@platform/core/payments/coupon-admin';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => listCoupons(actor));
