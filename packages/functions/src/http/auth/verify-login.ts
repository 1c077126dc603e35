import { verifyLogin, verifyLoginRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: verifyLoginRequestSchema }, ({ body, ip }) => verifyLogin(body, { ip }));
