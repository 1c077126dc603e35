import { grantClientToken, tokenRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', form: true, body: tokenRequestSchema }, ({ body, event, ip }) => grantClientToken(body, event.headers.authorization ?? event.headers.Authorization, ip));
