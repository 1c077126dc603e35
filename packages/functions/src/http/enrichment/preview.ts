import { enrichmentPreviewRequestSchema, previewEnrichment } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: enrichmentPreviewRequestSchema }, ({ actor, body }) => previewEnrichment(actor, body));
