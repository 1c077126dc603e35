import { ssoValidationSchema, validateSso } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: ssoValidationSchema }, ({ body, ip }) => validateSso(body, { ip }));
