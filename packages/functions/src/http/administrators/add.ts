import { addAdministrator, addAdministratorSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: addAdministratorSchema }, ({ actor, body, ip }) => addAdministrator(actor, body, { ip }));
