import { ENHANCE_MIN_LEADS_PER_DAY } from '@platform/core/audiences/count.contract';
import { httpRoute } from '../../lib/http.js';

/** GET /api/bigdbm/services/minleaddayenhance: the least leads a day an Enhance ID campaign is set up for. */
export const handler = httpRoute({ auth: 'user' }, () => Promise.resolve({ min_lead_day: ENHANCE_MIN_LEADS_PER_DAY }));
