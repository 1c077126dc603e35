import { agencyLeads, agencyLeadsPathSchema, agencyLeadsQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: agencyLeadsPathSchema, query: agencyLeadsQuerySchema }, ({ actor, path, query }) => agencyLeads(actor, path, query));
