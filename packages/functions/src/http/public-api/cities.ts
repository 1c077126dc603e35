import { statePathSchema } from '@platform/core/geo/geo.contract';
import { publicCities } from '@platform/core/public-api/geo';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: statePathSchema }, ({ path }) => publicCities(path.state));
