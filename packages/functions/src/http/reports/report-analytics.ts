import { reportAnalytics } from '@platform/core/reports/report-analytics';
import { reportRangeSchema } from '@platform/core/reports/reports.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: reportRangeSchema }, ({ actor, path }) => reportAnalytics(actor, path));
