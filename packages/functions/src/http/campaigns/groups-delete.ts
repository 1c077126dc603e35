import { deleteCompanyGroup, deleteGroupQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: deleteGroupQuerySchema }, ({ actor, query, ip }) => deleteCompanyGroup(actor, query, { ip }));
