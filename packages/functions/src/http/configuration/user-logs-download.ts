import { downloadUserLogs } from '@platform/core/audit/user-logs';
import { userLogsQuerySchema } from '@platform/core/audit/user-logs.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), query: userLogsQuerySchema },
  async ({ actor, path, query }) => {
    const { filename, csv } = await downloadUserLogs(actor, path.companyId, query);
    return { file: { filename, contentType: 'text/csv; charset=utf-8', body: csv } };
  },
);
