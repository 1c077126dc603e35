import { addAdministrator } from '@platform/core/roles/administrators';
import { addAdministratorSchema } from '@platform/core/roles/administrators.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: addAdministratorSchema }, ({ actor, body, ip }) => addAdministrator(actor, body, { ip }));
