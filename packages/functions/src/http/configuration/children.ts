import { companyListQuerySchema, listChildren } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyID: idParam }), query: companyListQuerySchema },
  ({ actor, path, query }) => listChildren(actor, path.companyID, query),
);
