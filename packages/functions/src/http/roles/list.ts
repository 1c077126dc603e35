import { listRoles } from '@platform/core/roles/roles';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => listRoles(actor, path.companyId));
