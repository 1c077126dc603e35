import { getSetupCheck } from '@platform/core/onboarding/setup-check';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ userId: idParam }) }, ({ actor, path }) =>
  getSetupCheck(actor, path.userId),
);
