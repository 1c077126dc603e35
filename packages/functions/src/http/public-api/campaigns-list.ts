import { listPublicCampaigns } from '@platform/core/public-api/campaigns';
import { campaignListQuerySchema } from '@platform/core/public-api/public-api.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', query: campaignListQuerySchema }, ({ actor, query }) => listPublicCampaigns(actor, query));
