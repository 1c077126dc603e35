import { resendInvitation } from '@platform/core/tenancy/invitation';
import { z } from 'zod';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: z.object({ companyID: z.string().min(1).max(64) }) }, ({ actor, body, ip }) =>
  resendInvitation(actor, body.companyID, { ip }),
);
