import { companyListQuerySchema } from '@platform/core/tenancy/company-list.contract';
import { listChildren } from '@platform/core/tenancy/list-children';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), query: companyListQuerySchema },
  ({ actor, path, query }) => listChildren(actor, path.companyId, query),
);
