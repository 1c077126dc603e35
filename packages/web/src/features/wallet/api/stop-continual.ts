import { successAnswerSchema, type walletStopContinualSchema } from '@platform/core/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID } from './keys';
import { useWalletChange } from './use-wallet-change';

/** PUT /configuration/agencies/prepaid/stop-continual: T stops continual top-up, F starts it. */
export const setContinual = (body: z.input<typeof walletStopContinualSchema>) => apiRequest(`${PREPAID}/stop-continual`, { method: 'PUT', body, schema: successAnswerSchema.loose() });
export const useSetContinual = () => useWalletChange(setContinual);
