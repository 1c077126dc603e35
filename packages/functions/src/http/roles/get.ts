import { getRole } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam, roleID: idParam }) }, ({ actor, path }) => getRole(actor, path.companyID, path.roleID));
