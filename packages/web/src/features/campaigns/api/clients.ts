import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** The agency's clients to choose from (GET /api/configuration/companies/{agency}/children), by name, searched. */
export const clientChoicesQueryOptions = (agencyId: string, search: string) =>
  queryOptions({
    queryKey: campaignKeys.clients(agencyId, search),
    queryFn: ({ signal }) =>
      apiRequest(`/configuration/companies/${encodeURIComponent(agencyId)}/children`, {
        schema: companyListSchema,
        query: { per_page: '50', sortby: 'company_name', order: 'asc', ...(search.trim() ? { searchkey: search.trim() } : {}) },
        signal,
      }),
    select: (answer) => answer.data.map((c) => ({ value: c.id, label: c.company_name })),
  });

export const useClientChoices = (agencyId: string, search: string, enabled: boolean) => useQuery({ ...clientChoicesQueryOptions(agencyId, search), enabled });
