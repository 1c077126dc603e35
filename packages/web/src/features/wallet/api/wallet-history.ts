import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletHistoryAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { PREPAID, WALLET_KEY } from './keys';

/** GET /configuration/agencies/prepaid/history/{companyId}/{YYYY-MM}: the month's rows, newest first. */
export function getWalletHistory(companyId: string, month: string, signal?: AbortSignal) {
  return apiRequest(`${PREPAID}/history/${encodeURIComponent(companyId)}/${month}`, { schema: walletHistoryAnswerSchema, ...(signal ? { signal } : {}) });
}

export const walletHistoryQueryOptions = (companyId: string, month: string) =>
  queryOptions({ queryKey: [...WALLET_KEY, companyId, 'history', month] as const, queryFn: ({ signal }) => getWalletHistory(companyId, month, signal), staleTime: 0 });

export const useWalletHistory = (companyId: string | null, month: string) => useQuery({ ...walletHistoryQueryOptions(companyId ?? '', month), enabled: companyId !== null });

/** The CSV of one month (the download helper fetches it). */
export const walletHistoryCsvPath = (companyId: string, month: string) => `${PREPAID}/download-transaction-history-direct-payment/${encodeURIComponent(companyId)}/${month}`;
