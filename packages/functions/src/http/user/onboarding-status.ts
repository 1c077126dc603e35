import { getOnboardingStatus } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ user_id: idParam }) }, ({ actor, path }) => getOnboardingStatus(actor, path.user_id));
