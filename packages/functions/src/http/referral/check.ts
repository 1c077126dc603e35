import { referralCheckPathSchema, referralCheckQuerySchema } from '@platform/core/referrals/referral.contract';
import { checkReferral } from '@platform/core/referrals/referrals';
import { httpRoute } from '../../lib/http.js';

/** GET /api/referral/check/{code} (public): whether a registration link's code names an agency. */
export const handler = httpRoute({ auth: 'public', path: referralCheckPathSchema, query: referralCheckQuerySchema }, ({ path, query }) =>
  checkReferral(path.code, query.domainName),
);
