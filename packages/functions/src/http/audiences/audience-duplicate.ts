import { duplicateAudience } from '@platform/core/audiences/audiences';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ audienceId: idParam }) }, ({ actor, path }) => duplicateAudience(actor, path.audienceId));
