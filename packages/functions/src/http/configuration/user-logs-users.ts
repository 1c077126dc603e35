import { listLogUsers } from '@platform/core/audit/user-logs';
import { logUsersQuerySchema } from '@platform/core/audit/user-logs.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), query: logUsersQuerySchema },
  ({ actor, path, query }) => listLogUsers(actor, path.companyId, query),
);
