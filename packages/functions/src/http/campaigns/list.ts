import { listCampaignsPathSchema, listCampaignsQuerySchema } from '@platform/core/campaigns/campaign.contract';
import { listCampaigns } from '@platform/core/campaigns/list-campaigns';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: listCampaignsPathSchema, query: listCampaignsQuerySchema }, ({ actor, path, query }) => listCampaigns(actor, path, query));
