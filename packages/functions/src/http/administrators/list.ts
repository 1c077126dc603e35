import { listAdministrators } from '@platform/core/roles/administrators';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => listAdministrators(actor, path.companyId));
