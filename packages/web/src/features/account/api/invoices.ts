import { useInfiniteQuery } from '@tanstack/react-query';
import { invoiceListAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

const PER_PAGE = 10;

/** GET /api/billing/invoices/{companyId}: a page of the company's invoices, newest first. */
export function listInvoices(companyId: string, cursor: string | null, signal?: AbortSignal) {
  return apiRequest(`/billing/invoices/${encodeURIComponent(companyId)}`, {
    query: { per_page: String(PER_PAGE), ...(cursor ? { cursor } : {}) },
    schema: invoiceListAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The printable invoice (GET .../download), saved by the download helper. */
export const invoiceDownloadPath = (companyId: string, invoiceId: string) => `/billing/invoices/${encodeURIComponent(companyId)}/${encodeURIComponent(invoiceId)}/download`;

/** Pages of invoices ("Show more" asks for the next); read fresh when opened, as charges happen any time. */
export const useInvoices = (companyId: string) =>
  useInfiniteQuery({
    queryKey: [SESSION_SCOPE, 'invoices', companyId] as const,
    queryFn: ({ pageParam, signal }) => listInvoices(companyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
