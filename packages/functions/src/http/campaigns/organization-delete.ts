import { deleteOrganization, organizationQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: organizationQuerySchema }, ({ actor, query, ip }) => deleteOrganization(actor, query.companyID, { ip }));
