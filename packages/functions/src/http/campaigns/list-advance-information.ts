import { listAdvanceInformation } from '@platform/core/campaigns/data-options';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/leadspeek/list-advance-information/{type}: Site ID's advanced data (local) or B2B ID's company data (b2b). */
export const handler = httpRoute({ auth: 'user', path: z.object({ type: idParam }) }, ({ path }) => Promise.resolve(listAdvanceInformation(path.type)));
