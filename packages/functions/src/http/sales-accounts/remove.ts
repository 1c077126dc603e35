import { removeSalesAccount } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyID: idParam, userID: idParam }) },
  ({ actor, path, ip }) => removeSalesAccount(actor, path.companyID, path.userID, { ip }),
);
