import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyListSchema, type ListFilter, type SortColumn } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { COMPANIES_KEY } from './companies-key';

export interface ChildrenQuery {
  sort?: { column: SortColumn; order: 'asc' | 'desc' } | undefined;
  search?: string | undefined;
  page: number;
  perPage: number;
  filters?: readonly ListFilter[] | undefined;
}

/** The query string of the children list; an unset sort sends no sortby (the server shows newest first). */
export function childrenSearchParams(q: ChildrenQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(q.page), per_page: String(q.perPage) };
  if (q.sort) {
    params.sortby = q.sort.column;
    params.order = q.sort.order;
  }
  const search = q.search?.trim();
  if (search) params.searchkey = search;
  if (q.filters?.length) params.filters = q.filters.join(',');
  return params;
}

/**
 * GET /api/configuration/companies/{companyId}/children: a company's agencies (the root's) or
 * clients (an agency's), a page at a time. Sales asking for the root get their own downline.
 */
export function listChildren(companyId: string, q: ChildrenQuery, signal?: AbortSignal) {
  return apiRequest(`/configuration/companies/${encodeURIComponent(companyId)}/children`, {
    query: childrenSearchParams(q),
    schema: companyListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const childrenQueryOptions = (companyId: string, q: ChildrenQuery) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, companyId, childrenSearchParams(q)] as const,
    queryFn: ({ signal }) => listChildren(companyId, q, signal),
    staleTime: 30_000,
  });

/** The main list: the previous page stays on screen while the next one loads. */
export const useCompanyList = (companyId: string, q: ChildrenQuery) =>
  useQuery({ ...childrenQueryOptions(companyId, q), placeholderData: keepPreviousData });

/** An expanded agency's clients: nothing is kept once the row is collapsed. */
export const useAgencyClients = (agencyId: string, q: ChildrenQuery) =>
  useQuery({ ...childrenQueryOptions(agencyId, q), gcTime: 0, staleTime: 0 });
