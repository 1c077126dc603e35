import { verifyLoginRequestSchema } from '@platform/core/identity/auth.contract';
import { verifyLogin } from '@platform/core/identity/two-factor/challenges';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: verifyLoginRequestSchema }, ({ body, ip }) => verifyLogin(body, { ip }));
