import { campaignChart, campaignChartPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: campaignChartPathSchema }, ({ actor, path }) => campaignChart(actor, path));
