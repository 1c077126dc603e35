import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadPageSchema, type CampaignModule } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

export interface LeadQuery {
  start: string;
  end: string;
  page: number;
  status: string;
  clientId?: string | undefined;
  searchkey?: string | undefined;
  /** The previous page's next_cursor, when this page follows it. */
  cursor?: string | undefined;
}

const toQuery = (q: LeadQuery): Record<string, string> => ({
  page: String(q.page),
  per_page: '10',
  status: q.status,
  ...(q.clientId ? { client_id: q.clientId } : {}),
  ...(q.searchkey?.trim() ? { searchkey: q.searchkey.trim() } : {}),
  ...(q.cursor ? { cursor: q.cursor } : {}),
});

/** GET /api/leadspeek/report/lead/{campaignId}/{start}/{end}: one campaign's leads. */
export const campaignLeadsPath = (campaignId: string, q: Pick<LeadQuery, 'start' | 'end'>) => `/leadspeek/report/lead/${encodeURIComponent(campaignId)}/${q.start}/${q.end}`;

/** GET /api/leadspeek/leads/{type}/{companyId}/{start}/{end}: leads management (administrators). */
export const agencyLeadsPath = (module: CampaignModule, company: string, q: Pick<LeadQuery, 'start' | 'end'>) => `/leadspeek/leads/${module}/${encodeURIComponent(company)}/${q.start}/${q.end}`;

/** The CSV of the same filters (the same path with format=csv). */
export const csvPath = (path: string, q: LeadQuery) => `${path}?${new URLSearchParams({ ...toQuery({ ...q, cursor: undefined }), format: 'csv' }).toString()}`;

export const leadsQueryOptions = (path: string, q: LeadQuery) =>
  queryOptions({
    queryKey: campaignKeys.leads({ path, ...q }),
    queryFn: ({ signal }) => apiRequest(path, { schema: leadPageSchema, query: toQuery(q), signal }),
    placeholderData: keepPreviousData,
  });

export const useLeads = (path: string | null, q: LeadQuery) => useQuery({ ...leadsQueryOptions(path ?? '', q), enabled: path !== null });
