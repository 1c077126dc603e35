import { publicCities, statePathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: statePathSchema }, ({ path }) => publicCities(path.state));
