import { createPaymentCustomer } from '@platform/core/payments/card';
import { paymentCustomerRequestSchema } from '@platform/core/payments/card.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: paymentCustomerRequestSchema }, ({ actor }) => createPaymentCustomer(actor, 'direct'));
