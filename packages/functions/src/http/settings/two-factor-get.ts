import { getTwoFactor } from '@platform/core/identity/two-factor/settings';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ userId: idParam }) }, ({ actor, path }) => getTwoFactor(actor, path.userId));
