import { audienceListQuerySchema, listAudiences } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: audienceListQuerySchema }, ({ actor, path, query }) => listAudiences(actor, path.companyId, query));
