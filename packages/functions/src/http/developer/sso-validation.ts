import { ssoValidationSchema } from '@platform/core/identity/account.contract';
import { validateSso } from '@platform/core/identity/sso';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: ssoValidationSchema }, ({ body, ip }) => validateSso(body, { ip }));
