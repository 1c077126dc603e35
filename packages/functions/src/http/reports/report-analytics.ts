import { reportAnalytics, reportRangeSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: reportRangeSchema }, ({ actor, path }) => reportAnalytics(actor, path));
