import { groupListQuerySchema, listCompanyGroups } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: groupListQuerySchema }, ({ actor, query }) => listCompanyGroups(actor, query.companyID));
