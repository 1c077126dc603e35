import { listUserLogs } from '@platform/core/audit/user-logs';
import { userLogsQuerySchema } from '@platform/core/audit/user-logs.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), query: userLogsQuerySchema },
  ({ actor, path, query }) => listUserLogs(actor, path.companyId, query),
);
