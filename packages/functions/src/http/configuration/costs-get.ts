import { getAgencyCosts } from '@platform/core/pricing/agency-costs';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getAgencyCosts(actor, path.companyId));
