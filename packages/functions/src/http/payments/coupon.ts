import { getCouponRequestSchema } from '@platform/core/payments/invoice.contract';
import { getCoupon } from '@platform/core/payments/onboarding-fee';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: getCouponRequestSchema }, ({ actor, body }) => getCoupon(actor, body.coupon_code));
