import { campaignOverview } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/campaigns/overview/{companyID}: every campaign across the modules with this month's leads and spend. */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam }) }, ({ actor, path }) => campaignOverview(actor, path.companyID));
