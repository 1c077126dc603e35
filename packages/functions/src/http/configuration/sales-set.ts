import { setSales } from '@platform/core/tenancy/sales';
import { setSalesSchema } from '@platform/core/tenancy/sales.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: setSalesSchema }, ({ actor, body, ip }) => setSales(actor, body, { ip }));
