import { locationQuerySchema } from '@platform/core/audiences/count.contract';
import { searchLocations } from '@platform/core/audiences/locations';
import { cacheFor, GEO_MAX_AGE_SECONDS } from '../../lib/cache-headers.js';
import { httpRoute } from '../../lib/http.js';

/** GET /api/general/enhance/location?q=: states and cities for the location autocomplete (3 characters or more). */
export const handler = httpRoute({ auth: 'user', query: locationQuerySchema }, ({ query }) => searchLocations(query.q)).use(cacheFor(GEO_MAX_AGE_SECONDS));
