import { underPerformingCampaigns } from '@platform/core/reports/under-perform';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => underPerformingCampaigns(actor));
