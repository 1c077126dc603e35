import { listStates } from '@platform/core/geo/us-states';
import { cacheFor, GEO_MAX_AGE_SECONDS } from '../../lib/cache-headers.js';
import { httpRoute } from '../../lib/http.js';

/** GET /api/general/state: the 50 states and DC, by name. */
export const handler = httpRoute({ auth: 'user' }, async () => ({ states: listStates() })).use(cacheFor(GEO_MAX_AGE_SECONDS));
