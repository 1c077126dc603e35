import { resendCodeRequestSchema } from '@platform/core/identity/auth.contract';
import { resendCode } from '@platform/core/identity/two-factor/challenges';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: resendCodeRequestSchema }, ({ body }) => resendCode(body));
