import { disconnectIntegration } from '@platform/core/integrations/disconnect';
import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path, ip }) => disconnectIntegration(actor, path.companyId, path.integrationId, { ip }));
