import { clientOverview } from '@platform/core/campaigns/campaign-overview';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/campaigns/clients/{companyId}: the agency's clients with their campaigns, audiences and banners. */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => clientOverview(actor, path.companyId));
