import { clientCostSchema, setClientCost } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: clientCostSchema }, ({ actor, body, ip }) => setClientCost(actor, body, { ip }));
