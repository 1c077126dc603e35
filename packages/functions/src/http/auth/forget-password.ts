import { forgotPasswordSchema } from '@platform/core/identity/forgot-password.contract';
import { requestPasswordReset } from '@platform/core/identity/password-reset';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: forgotPasswordSchema }, ({ body, ip }) => requestPasswordReset(body, { ip }));
