import { startEnrichment } from '@platform/core/enrichment/enrichment';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ jobId: idParam }) }, ({ actor, path }) => startEnrichment(actor, path.jobId));
