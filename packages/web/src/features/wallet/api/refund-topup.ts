import { successAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID } from './keys';
import { useWalletChange } from './use-wallet-change';

/** POST /configuration/agencies/prepaid/refund-topup: returns a top-up's unused part to its card. */
export const refundTopup = (body: { company_id: string; transaction_id: string }) => apiRequest(`${PREPAID}/refund-topup`, { method: 'POST', body, schema: successAnswerSchema.loose() });
export const useRefundTopup = () => useWalletChange(refundTopup);
