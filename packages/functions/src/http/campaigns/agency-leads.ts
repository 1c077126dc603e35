import { agencyLeadsPathSchema, agencyLeadsQuerySchema } from '@platform/core/campaigns/campaign.contract';
import { agencyLeads } from '@platform/core/leads/lead-report';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: agencyLeadsPathSchema, query: agencyLeadsQuerySchema }, ({ actor, path, query }) => agencyLeads(actor, path, query));
