import { publicUsage, usageQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', query: usageQuerySchema }, ({ actor, query }) => publicUsage(actor, query));
