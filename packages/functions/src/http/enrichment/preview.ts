import { previewEnrichment } from '@platform/core/enrichment/enrichment';
import { enrichmentPreviewRequestSchema } from '@platform/core/enrichment/enrichment.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: enrichmentPreviewRequestSchema }, ({ actor, body }) => previewEnrichment(actor, body));
