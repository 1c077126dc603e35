import { useQuery } from '@tanstack/react-query';
import { companyListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { WALLET_KEY } from './keys';

/** The agency's clients to choose a wallet from (GET /configuration/companies/{id}/children, by name). */
export const listWalletClients = (agencyId: string, signal?: AbortSignal) =>
  apiRequest(`/configuration/companies/${encodeURIComponent(agencyId)}/children`, { query: { sortby: 'company_name', order: 'asc', per_page: '100' }, schema: companyListSchema, ...(signal ? { signal } : {}) });

export const useWalletClients = (agencyId: string, enabled: boolean) =>
  useQuery({ queryKey: [...WALLET_KEY, agencyId, 'clients'] as const, queryFn: ({ signal }) => listWalletClients(agencyId, signal), enabled, staleTime: 30_000 });
