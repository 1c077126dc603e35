import { refreshRequestSchema } from '@platform/core/identity/auth.contract';
import { refreshSession } from '@platform/core/identity/sessions';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: refreshRequestSchema }, ({ body }) =>
  refreshSession(body.refresh_token),
);
