import { getUserData } from '@platform/core/identity/user-data';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ userId: idParam }) }, ({ actor, path }) =>
  getUserData(actor, path.userId),
);
