import { listPayouts, payoutsQuerySchema } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam }), query: payoutsQuerySchema }, ({ actor, path, query }) => listPayouts(actor, path.companyID, query));
