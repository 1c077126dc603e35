import { login, loginRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: loginRequestSchema }, ({ body, ip }) =>
  login(body, ip ? { ip } : {}),
);
