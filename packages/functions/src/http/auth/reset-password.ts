import { resetPasswordSchema } from '@platform/core/identity/account.contract';
import { resetPassword } from '@platform/core/identity/password-reset';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: resetPasswordSchema }, ({ body, ip }) => resetPassword(body, { ip }));
