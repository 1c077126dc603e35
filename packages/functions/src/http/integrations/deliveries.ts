import { listDeliveries } from '@platform/core/integrations/delivery/deliveries';
import { deliveriesQuerySchema } from '@platform/core/integrations/delivery/deliveries.contract';
import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema, query: deliveriesQuerySchema }, ({ actor, path, query }) => listDeliveries(actor, path.companyId, path.integrationId, query));
