import { useQuery } from '@tanstack/react-query';
import { companyListSchema } from '@platform/core/contracts';
import { apiRequest } from '../api/client';
import { SESSION_SCOPE } from '../query/keys';

/**
 * An agency's clients to choose one from (the wallet, data enrichment): GET
 * /configuration/companies/{id}/children, by name, the first hundred.
 */
export const listAgencyClientChoices = (agencyId: string, signal?: AbortSignal) =>
  apiRequest(`/configuration/companies/${encodeURIComponent(agencyId)}/children`, { query: { sortby: 'company_name', order: 'asc', per_page: '100' }, schema: companyListSchema, ...(signal ? { signal } : {}) });

export const useAgencyClientChoices = (agencyId: string, enabled: boolean) =>
  useQuery({ queryKey: [SESSION_SCOPE, 'agency-client-choices', agencyId] as const, queryFn: ({ signal }) => listAgencyClientChoices(agencyId, signal), enabled, staleTime: 30_000 });
