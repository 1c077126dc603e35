import { saveIntegration, saveIntegrationBodySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveIntegrationBodySchema }, ({ actor, body, ip }) => saveIntegration(actor, body, { ip }));
