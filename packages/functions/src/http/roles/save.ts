import { saveRole, saveRoleSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveRoleSchema }, ({ actor, body, ip }) => saveRole(actor, body, { ip }));
