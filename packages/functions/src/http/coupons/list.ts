import { listCoupons } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => listCoupons(actor));
