import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { developerAgreementAnswerSchema, userApiAnswerSchema, type ApiScope } from '@platform/core/contracts';
import { apiRequest, type Parser } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** Every developer query sits under this key, so an agreement or a new key refreshes both. */
const DEVELOPER_KEY = [SESSION_SCOPE, 'developer'] as const;

/** GET /api/agreement/developer/{companyId}: whether this user agreed, and who of the company did. */
export const useDeveloperAgreement = (companyId: string) =>
  useQuery({
    queryKey: [...DEVELOPER_KEY, companyId, 'agreement'] as const,
    queryFn: ({ signal }) => apiRequest(`/agreement/developer/${encodeURIComponent(companyId)}`, { schema: developerAgreementAnswerSchema, signal }),
  });

/** GET /api/v1/developer/userapi/{companyId}: the key, its secret masked. */
export const useUserApi = (companyId: string) =>
  useQuery({
    queryKey: [...DEVELOPER_KEY, companyId, 'key'] as const,
    queryFn: ({ signal }) => apiRequest(`/v1/developer/userapi/${encodeURIComponent(companyId)}`, { schema: userApiAnswerSchema, signal }),
  });

const recordedSchema: Parser<{ message: string }> = {
  parse(data) {
    const message = (data as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return { message };
    throw new Error('The agreement was not recorded');
  },
};

/** PUT /api/agreement/developer: the signed-in user agrees for their company. */
export function useRecordDeveloperAgreement(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: string; company_id: string; company_name: string }) =>
      apiRequest('/agreement/developer', {
        method: 'PUT',
        body: { ...body, is_marketing_services_agreement_developer: 'T', location_menu: 'Developer', document_type: 'marketing_services_agreement_developer' },
        schema: recordedSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...DEVELOPER_KEY, companyId, 'agreement'] }),
  });
}

/**
 * POST /api/v1/developer/create/userapi: the answer carries the only full copy of the secret, so
 * it is kept in the cache as it came (the read would answer it masked).
 */
export function useGenerateUserApi(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scopes: ApiScope[]) => apiRequest('/v1/developer/create/userapi', { method: 'POST', body: { companyID: companyId, scopes }, schema: userApiAnswerSchema }),
    onSuccess: (answer) => client.setQueryData([...DEVELOPER_KEY, companyId, 'key'], answer),
  });
}
