import { campaignInitDate } from '@platform/core/reports/campaign-chart';
import { campaignInitDatePathSchema } from '@platform/core/reports/campaign-reports.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: campaignInitDatePathSchema }, ({ actor, path }) => campaignInitDate(actor, path));
