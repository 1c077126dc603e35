import { successAnswerSchema, type walletCapSchema } from '@platform/core/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID } from './keys';
import { useWalletChange } from './use-wallet-change';

/** PUT /configuration/agencies/prepaid/cap: the monthly limit of automatic top-ups. */
export const setWalletCap = (body: z.input<typeof walletCapSchema>) => apiRequest(`${PREPAID}/cap`, { method: 'PUT', body, schema: successAnswerSchema });
export const useSetWalletCap = () => useWalletChange(setWalletCap);
