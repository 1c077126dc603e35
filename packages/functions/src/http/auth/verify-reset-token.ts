import { verifyResetToken, verifyResetTokenSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: verifyResetTokenSchema }, ({ body }) => verifyResetToken(body));
