import { successAnswerSchema, type WalletSaveRequest } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID } from './keys';
import { useWalletChange } from './use-wallet-change';

/** PUT /configuration/agencies/prepaid/save: the amount top-ups charge. */
export const saveWalletAmount = (body: WalletSaveRequest) => apiRequest(`${PREPAID}/save`, { method: 'PUT', body, schema: successAnswerSchema });
export const useSaveWalletAmount = () => useWalletChange(saveWalletAmount);
