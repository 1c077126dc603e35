import { getFailedPaymentAction } from '@platform/core/payments/failed-payment-action';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getFailedPaymentAction(actor, path.companyId));
