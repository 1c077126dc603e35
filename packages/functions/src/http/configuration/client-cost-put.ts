import { clientCostSchema } from '@platform/core/pricing/client-cost.contract';
import { setClientCost } from '@platform/core/pricing/client-costs';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: clientCostSchema }, ({ actor, body, ip }) => setClientCost(actor, body, { ip }));
