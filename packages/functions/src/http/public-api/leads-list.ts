import { campaignPathSchema, leadListQuerySchema, listPublicLeads } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema, query: leadListQuerySchema }, ({ actor, path, query }) => listPublicLeads(actor, path.campaignId, query));
