import { createPaymentCustomer, paymentCustomerRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: paymentCustomerRequestSchema }, ({ actor }) => createPaymentCustomer(actor, 'card'));
