import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { readIntegration } from '@platform/core/integrations/read-integrations';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path }) => readIntegration(actor, path.companyId, path.integrationId));
