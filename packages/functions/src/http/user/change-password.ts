import { changePasswordSchema } from '@platform/core/identity/account.contract';
import { changePassword } from '@platform/core/identity/password-change';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: changePasswordSchema }, ({ actor, body, ip }) => changePassword(actor, body, { ip }));
