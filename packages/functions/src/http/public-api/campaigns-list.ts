import { campaignListQuerySchema, listPublicCampaigns } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', query: campaignListQuerySchema }, ({ actor, query }) => listPublicCampaigns(actor, query));
