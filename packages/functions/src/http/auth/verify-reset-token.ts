import { verifyResetTokenSchema } from '@platform/core/identity/account.contract';
import { verifyResetToken } from '@platform/core/identity/password-reset';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: verifyResetTokenSchema }, ({ body }) => verifyResetToken(body));
