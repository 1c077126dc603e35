import { getReferral } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/referral/{companyID}: the agency's referral code and link (null when it has none yet). */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam }) }, ({ actor, path }) => getReferral(actor, path.companyID));
