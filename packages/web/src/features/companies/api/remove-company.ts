import { useMutation } from '@tanstack/react-query';
import { successAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';
import type { Outcome } from './outcome';

/**
 * DELETE /api/configuration/user/remove/{companyId}/{userId}: a client, or an agency with no
 * clients left (409 otherwise, with how many), with its users. "Deleted!".
 */
export function removeCompany({ companyId, userId }: { companyId: string; userId: string }) {
  return apiRequest(`/configuration/user/remove/${encodeURIComponent(companyId)}/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: successAnswerSchema });
}

/** The row goes (or loses its red card) once the list is read again, so what follows is said here. */
export function useRemoveCompany(outcome: Outcome<{ message: string }> = {}) {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: removeCompany,
    onSuccess: (answer) => {
      outcome.onSuccess?.(answer);
      void refresh();
    },
    ...(outcome.onError ? { onError: outcome.onError } : {}),
  });
}
