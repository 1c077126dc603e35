import { publicStates } from '@platform/core/public-api/geo';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient' }, async () => publicStates());
