import { getCount } from '@platform/core/audiences/count-service';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/bigdbm/services/getcountcampaign/{countId}: {countId} a count row. */
export const handler = httpRoute({ auth: 'user', path: z.object({ countId: idParam }) }, ({ actor, path }) => getCount(actor, path.countId));
