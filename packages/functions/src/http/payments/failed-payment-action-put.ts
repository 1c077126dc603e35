import { setFailedPaymentAction } from '@platform/core/payments/failed-payment-action';
import { failedPaymentActionRequestSchema } from '@platform/core/payments/invoice.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), body: failedPaymentActionRequestSchema }, ({ actor, path, body, ip }) =>
  setFailedPaymentAction(actor, path.companyId, body.action, { ip }),
);
