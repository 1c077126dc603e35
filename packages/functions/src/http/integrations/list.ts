import { companyPathSchema, listIntegrations } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: companyPathSchema }, ({ actor, path }) => listIntegrations(actor, path.companyId));
