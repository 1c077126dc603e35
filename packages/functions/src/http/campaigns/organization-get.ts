import { getOrganization, organizationQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: organizationQuerySchema }, ({ actor, query }) => getOrganization(actor, query.companyID));
