import { getCount } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/bigdbm/services/getcountcampaign/{id}: {id} a count row. */
export const handler = httpRoute({ auth: 'user', path: z.object({ id: idParam }) }, ({ actor, path }) => getCount(actor, path.id));
