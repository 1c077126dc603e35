import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { rotateWebhookSecret } from '@platform/core/integrations/rotate-secret';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path, ip }) => rotateWebhookSecret(actor, path.companyId, path.integrationId, { ip }));
