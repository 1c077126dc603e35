import { registerSchema } from '@platform/core/identity/account.contract';
import { register } from '@platform/core/identity/register';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: registerSchema }, ({ body, ip }) => register(body, { ip }));
