import { refreshAudience } from '@platform/core/audiences/audiences';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** POST /api/audiences/refresh/{audienceId}: counts the audience again through the counts engine. */
export const handler = httpRoute({ auth: 'user', path: z.object({ audienceId: idParam }) }, ({ actor, path }) => refreshAudience(actor, path.audienceId));
