import { updateAgencyCosts } from '@platform/core/pricing/agency-costs';
import { updateCostsSchema } from '@platform/core/pricing/cost-structure';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), body: updateCostsSchema },
  ({ actor, path, body, ip }) => updateAgencyCosts(actor, path.companyId, body, { ip }),
);
