import { updateSalesAccount } from '@platform/core/roles/sales-accounts';
import { updateSalesAccountSchema } from '@platform/core/roles/sales-accounts.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ userId: idParam }), body: updateSalesAccountSchema },
  ({ actor, path, body, ip }) => updateSalesAccount(actor, path.userId, body, { ip }),
);
