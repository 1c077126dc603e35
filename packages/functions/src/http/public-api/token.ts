import { tokenRequestSchema } from '@platform/core/public-api/public-api.contract';
import { grantClientToken } from '@platform/core/public-api/token-grant';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', form: true, body: tokenRequestSchema }, ({ body, event, ip }) => grantClientToken(body, event.headers.authorization ?? event.headers.Authorization, ip));
