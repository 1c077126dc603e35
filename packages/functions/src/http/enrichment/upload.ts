import { enrichmentUploadTarget } from '@platform/core/enrichment/enrichment';
import { enrichmentUploadRequestSchema } from '@platform/core/enrichment/enrichment.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: enrichmentUploadRequestSchema }, ({ actor, body }) => enrichmentUploadTarget(actor, body));
