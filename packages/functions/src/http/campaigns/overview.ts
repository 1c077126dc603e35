import { campaignOverview } from '@platform/core/campaigns/campaign-overview';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/campaigns/overview/{companyId}: every campaign across the modules with this month's leads and spend. */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => campaignOverview(actor, path.companyId));
