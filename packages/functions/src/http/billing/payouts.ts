import { listPayouts, payoutsQuerySchema } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: payoutsQuerySchema }, ({ actor, path, query }) => listPayouts(actor, path.companyId, query));
