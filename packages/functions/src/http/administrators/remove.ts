import { removeAdministrator } from '@platform/core/roles/administrators';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam, userId: idParam }) },
  ({ actor, path, ip }) => removeAdministrator(actor, path.companyId, path.userId, { ip }),
);
