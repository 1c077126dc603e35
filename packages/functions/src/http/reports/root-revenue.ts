import { reportRangeSchema, rootRevenue } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: reportRangeSchema }, ({ actor, path }) => rootRevenue(actor, path));
