import { saveIntegrationBodySchema } from '@platform/core/integrations/integrations.contract';
import { saveIntegration } from '@platform/core/integrations/save-integration';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveIntegrationBodySchema }, ({ actor, body, ip }) => saveIntegration(actor, body, { ip }));
