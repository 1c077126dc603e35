import { getOnboarding } from '@platform/core/billing/switches';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getOnboarding(actor, path.companyId));
