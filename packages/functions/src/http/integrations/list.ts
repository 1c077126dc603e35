import { companyPathSchema } from '@platform/core/integrations/integrations.contract';
import { listIntegrations } from '@platform/core/integrations/read-integrations';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: companyPathSchema }, ({ actor, path }) => listIntegrations(actor, path.companyId));
