import { useQuery } from '@tanstack/react-query';
import { walletRefundEstimateAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID, WALLET_KEY } from './keys';

/** GET /configuration/agencies/prepaid/refund-estimate/{companyId}: what each top-up would refund (root or the agency). */
export const getRefundEstimate = (companyId: string, signal?: AbortSignal) =>
  apiRequest(`${PREPAID}/refund-estimate/${encodeURIComponent(companyId)}`, { schema: walletRefundEstimateAnswerSchema, ...(signal ? { signal } : {}) });

export const useRefundEstimate = (companyId: string, enabled: boolean) =>
  useQuery({ queryKey: [...WALLET_KEY, companyId, 'refund-estimate'] as const, queryFn: ({ signal }) => getRefundEstimate(companyId, signal), enabled, staleTime: 0 });
