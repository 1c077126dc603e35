import { loginRequestSchema } from '@platform/core/identity/auth.contract';
import { login } from '@platform/core/identity/login';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: loginRequestSchema }, ({ body, ip }) =>
  login(body, ip ? { ip } : {}),
);
