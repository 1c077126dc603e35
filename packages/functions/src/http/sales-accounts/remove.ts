import { removeSalesAccount } from '@platform/core/roles/sales-accounts';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam, userId: idParam }) },
  ({ actor, path, ip }) => removeSalesAccount(actor, path.companyId, path.userId, { ip }),
);
