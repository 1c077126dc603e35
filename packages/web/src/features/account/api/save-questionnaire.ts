import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionnaireSavedSchema, type QuestionnaireInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** PUT /api/user/questionnaire. */
export const saveQuestionnaire = (body: QuestionnaireInput) => apiRequest('/user/questionnaire', { method: 'PUT', body, schema: questionnaireSavedSchema });

/** The answers and the user's questionnaire flag are read again after a save. */
export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveQuestionnaire, onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] }) });
}
