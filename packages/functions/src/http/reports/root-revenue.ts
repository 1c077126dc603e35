import { reportRangeSchema } from '@platform/core/reports/reports.contract';
import { rootRevenue } from '@platform/core/reports/root-revenue';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: reportRangeSchema }, ({ actor, path }) => rootRevenue(actor, path));
