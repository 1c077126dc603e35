import { enrichmentUploadRequestSchema, enrichmentUploadTarget } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: enrichmentUploadRequestSchema }, ({ actor, body }) => enrichmentUploadTarget(actor, body));
