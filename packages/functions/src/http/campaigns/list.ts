import { listCampaigns, listCampaignsPathSchema, listCampaignsQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: listCampaignsPathSchema, query: listCampaignsQuerySchema }, ({ actor, path, query }) => listCampaigns(actor, path, query));
