import { saveRoleSchema } from '@platform/core/roles/role.contract';
import { saveRole } from '@platform/core/roles/roles';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveRoleSchema }, ({ actor, body, ip }) => saveRole(actor, body, { ip }));
