import { forgotPasswordSchema, requestPasswordReset } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: forgotPasswordSchema }, ({ body, ip }) => requestPasswordReset(body, { ip }));
