import { companyListQuerySchema, listChildren } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), query: companyListQuerySchema },
  ({ actor, path, query }) => listChildren(actor, path.companyId, query),
);
