import { getRole } from '@platform/core/roles/roles';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam, roleId: idParam }) }, ({ actor, path }) => getRole(actor, path.companyId, path.roleId));
