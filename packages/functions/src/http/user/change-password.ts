import { changePassword, changePasswordSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: changePasswordSchema }, ({ actor, body, ip }) => changePassword(actor, body, { ip }));
