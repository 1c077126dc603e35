import { paymentCustomerAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/payment/customer: the payer's customer and a fresh SetupIntent for the browser to confirm. */
export const createSetupIntent = () => apiRequest('/payment/customer', { method: 'POST', body: {}, schema: paymentCustomerAnswerSchema });
