import { updateAdministrator } from '@platform/core/roles/administrators';
import { updateAdministratorSchema } from '@platform/core/roles/administrators.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ userId: idParam }), body: updateAdministratorSchema },
  ({ actor, path, body, ip }) => updateAdministrator(actor, path.userId, body, { ip }),
);
