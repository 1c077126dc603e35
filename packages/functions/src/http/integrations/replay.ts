import { replayDelivery } from '@platform/core/integrations/delivery/deliveries';
import { deliveryPathSchema } from '@platform/core/integrations/delivery/deliveries.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: deliveryPathSchema }, ({ actor, path }) => replayDelivery(actor, path.companyId, path.integrationId, path.deliveryId));
