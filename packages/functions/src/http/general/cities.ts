import { citiesOf } from '@platform/core/geo/cities';
import { statePathSchema } from '@platform/core/geo/geo.contract';
import { cacheFor, GEO_MAX_AGE_SECONDS } from '../../lib/cache-headers.js';
import { httpRoute } from '../../lib/http.js';

/** GET /api/general/state/{state}/cities: the state's cities, unique and sorted. */
export const handler = httpRoute({ auth: 'user', path: statePathSchema }, async ({ path }) => {
  const { state, cities } = await citiesOf(path.state);
  return { state, cities };
}).use(cacheFor(GEO_MAX_AGE_SECONDS));
