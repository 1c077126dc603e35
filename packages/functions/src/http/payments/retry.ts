import { retryPayment } from '@platform/core/payments/card';
import { retryPaymentRequestSchema } from '@platform/core/payments/card.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: retryPaymentRequestSchema }, ({ actor }) => retryPayment(actor));
