import { deliveriesQuerySchema, integrationPathSchema, listDeliveries } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema, query: deliveriesQuerySchema }, ({ actor, path, query }) => listDeliveries(actor, path.companyId, path.integrationId, query));
