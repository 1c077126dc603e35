import { listPayouts } from '@platform/core/payouts/list-payouts';
import { payoutsQuerySchema } from '@platform/core/payouts/payout.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: payoutsQuerySchema }, ({ actor, path, query }) => listPayouts(actor, path.companyId, query));
