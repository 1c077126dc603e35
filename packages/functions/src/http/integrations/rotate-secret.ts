import { integrationPathSchema, rotateWebhookSecret } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path, ip }) => rotateWebhookSecret(actor, path.companyId, path.integrationId, { ip }));
