import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID, WALLET_KEY } from './keys';

/** GET /configuration/agencies/prepaid/{companyId}?date=YYYY-MM: balance, settings, the month's top-ups. */
export function getWallet(companyId: string, month: string, signal?: AbortSignal) {
  return apiRequest(`${PREPAID}/${encodeURIComponent(companyId)}`, { query: { date: month }, schema: walletAnswerSchema, ...(signal ? { signal } : {}) });
}

export const walletQueryOptions = (companyId: string, month: string) =>
  queryOptions({ queryKey: [...WALLET_KEY, companyId, 'wallet', month] as const, queryFn: ({ signal }) => getWallet(companyId, month, signal), staleTime: 0 });

export const useWallet = (companyId: string | null, month: string) => useQuery({ ...walletQueryOptions(companyId ?? '', month), enabled: companyId !== null });
