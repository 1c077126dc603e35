import { clientListQuerySchema } from '@platform/core/exclusions/exclusions.contract';
import { clientExclusionProgress } from '@platform/core/exclusions/service';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), query: clientListQuerySchema },
  ({ actor, path, query }) => clientExclusionProgress(actor, path.companyId, query),
);
