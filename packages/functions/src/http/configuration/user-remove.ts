import { removeCompany } from '@platform/core/tenancy/remove-company';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam, userId: idParam }) },
  ({ actor, path, ip }) => removeCompany(actor, path.companyId, path.userId, { ip }),
);
