import { listSales } from '@platform/core/tenancy/sales';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => listSales(actor));
