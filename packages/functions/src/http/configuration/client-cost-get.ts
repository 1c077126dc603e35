import { getClientCosts } from '@platform/core/pricing/client-costs';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getClientCosts(actor, path.companyId));
