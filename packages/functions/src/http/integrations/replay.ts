import { deliveryPathSchema, replayDelivery } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: deliveryPathSchema }, ({ actor, path }) => replayDelivery(actor, path.companyId, path.integrationId, path.deliveryId));
