import { audienceListQuerySchema } from '@platform/core/audiences/audience.contract';
import { listAudiences } from '@platform/core/audiences/audiences';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: audienceListQuerySchema }, ({ actor, path, query }) => listAudiences(actor, path.companyId, query));
