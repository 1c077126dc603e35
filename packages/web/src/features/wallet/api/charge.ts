import { walletChargeAnswerSchema, type WalletChargeRequest } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID } from './keys';
import { useWalletChange } from './use-wallet-change';

/** POST /configuration/agencies/prepaid/charge: a top-up with the saved card, now. */
export const chargeWallet = (body: WalletChargeRequest) => apiRequest(`${PREPAID}/charge`, { method: 'POST', body, schema: walletChargeAnswerSchema });
export const useChargeWallet = () => useWalletChange(chargeWallet);
