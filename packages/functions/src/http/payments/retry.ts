import { retryPayment, retryPaymentRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: retryPaymentRequestSchema }, ({ actor }) => retryPayment(actor));
