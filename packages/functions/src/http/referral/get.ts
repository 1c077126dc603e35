import { getReferral } from '@platform/core/referrals/referrals';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/referral/{companyId}: the agency's referral code and link (null when it has none yet). */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getReferral(actor, path.companyId));
