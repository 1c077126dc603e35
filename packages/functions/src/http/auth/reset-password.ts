import { resetPassword, resetPasswordSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: resetPasswordSchema }, ({ body, ip }) => resetPassword(body, { ip }));
