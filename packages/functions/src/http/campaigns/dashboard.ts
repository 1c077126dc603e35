import { dashboardPathSchema } from '@platform/core/campaigns/campaign.contract';
import { moduleDashboard } from '@platform/core/leads/dashboard';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: dashboardPathSchema }, ({ actor, path }) => moduleDashboard(actor, path));
