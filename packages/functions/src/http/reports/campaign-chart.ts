import { campaignChart } from '@platform/core/reports/campaign-chart';
import { campaignChartPathSchema } from '@platform/core/reports/campaign-reports.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: campaignChartPathSchema }, ({ actor, path }) => campaignChart(actor, path));
