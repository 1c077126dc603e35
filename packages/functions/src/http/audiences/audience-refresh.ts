import { refreshAudience } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** POST /api/audiences/refresh/{audienceID}: counts the audience again through the counts engine. */
export const handler = httpRoute({ auth: 'user', path: z.object({ audienceID: idParam }) }, ({ actor, path }) => refreshAudience(actor, path.audienceID));
