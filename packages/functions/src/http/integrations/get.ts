import { integrationPathSchema, readIntegration } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path }) => readIntegration(actor, path.companyId, path.integrationId));
