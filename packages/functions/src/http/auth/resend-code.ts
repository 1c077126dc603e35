import { resendCode, resendCodeRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: resendCodeRequestSchema }, ({ body }) => resendCode(body));
