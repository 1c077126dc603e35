import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setupCompleteAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** PUT /api/leadspeek/user/setupcomplete: the wizard's finish. */
export const completeSetup = () => apiRequest('/leadspeek/user/setupcomplete', { method: 'PUT', schema: setupCompleteAnswerSchema });

/** The guards read the user data and the setup check again, so the entry flow lets the user on. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeSetup, onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] }) });
}
