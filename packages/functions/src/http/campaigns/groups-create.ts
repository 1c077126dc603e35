import { createCompanyGroup, createGroupSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createGroupSchema }, ({ actor, body, ip }) => createCompanyGroup(actor, body, { ip }));
