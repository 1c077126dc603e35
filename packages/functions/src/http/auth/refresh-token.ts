import { refreshRequestSchema, refreshSession } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', body: refreshRequestSchema }, ({ body }) =>
  refreshSession(body.refresh_token),
);
