import { usageQuerySchema } from '@platform/core/public-api/public-api.contract';
import { publicUsage } from '@platform/core/public-api/usage';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', query: usageQuerySchema }, ({ actor, query }) => publicUsage(actor, query));
