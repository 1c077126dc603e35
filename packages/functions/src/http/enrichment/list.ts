import { listEnrichments } from '@platform/core/enrichment/enrichment';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => listEnrichments(actor, path.companyId));
