import { updateTwoFactorSchema } from '@platform/core/identity/account.contract';
import { updateTwoFactor } from '@platform/core/identity/two-factor/settings';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ userId: idParam }), body: updateTwoFactorSchema },
  ({ actor, path, body, ip }) => updateTwoFactor(actor, path.userId, body, { ip }),
);
