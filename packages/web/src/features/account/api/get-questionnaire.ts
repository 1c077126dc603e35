import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionnaireAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** GET /api/user/questionnaire: the company's answers (null before anyone answered). */
export const questionnaireQueryOptions = () =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'questionnaire'] as const,
    queryFn: ({ signal }) => apiRequest('/user/questionnaire', { schema: questionnaireAnswerSchema, signal }),
  });

export const useQuestionnaire = () => useQuery(questionnaireQueryOptions());
