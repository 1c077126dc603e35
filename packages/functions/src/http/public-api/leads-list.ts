import { listPublicLeads } from '@platform/core/public-api/leads';
import { campaignPathSchema, leadListQuerySchema } from '@platform/core/public-api/public-api.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema, query: leadListQuerySchema }, ({ actor, path, query }) => listPublicLeads(actor, path.campaignId, query));
