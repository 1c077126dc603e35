import { createReferralBodySchema } from '@platform/core/referrals/referral.contract';
import { createReferral } from '@platform/core/referrals/referrals';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** POST /api/referral/{companyId}: makes the agency's referral code, or sets the one chosen. */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), body: createReferralBodySchema }, ({ actor, path, body }) =>
  createReferral(actor, path.companyId, body.code),
);
