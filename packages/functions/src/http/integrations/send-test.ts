import { sendTestDelivery } from '@platform/core/integrations/delivery/deliveries';
import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path }) => sendTestDelivery(actor, path.companyId, path.integrationId));
