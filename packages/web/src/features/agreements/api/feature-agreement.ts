import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { featureStatusSchema } from '@platform/core/contracts';
import { apiRequest, type Parser } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

export type FeatureId = 'b2b_module' | 'data_wallet';

/** GET /api/agreement/feature/{featureId}: has this user agreed to the feature's service terms? */
export const featureAgreementQueryOptions = (featureId: FeatureId) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'feature-agreement', featureId] as const,
    queryFn: ({ signal }) => apiRequest(`/agreement/feature/${featureId}`, { schema: featureStatusSchema, signal }),
    staleTime: Infinity,
  });

export const useFeatureAgreement = (featureId: FeatureId) => useSuspenseQuery(featureAgreementQueryOptions(featureId)).data;

export interface RecordAgreement {
  feature_id: FeatureId;
  feature_name: string;
  /** Where the user agreed (the page's path), kept with the record. */
  location_menu: string;
}

// Core has no schema for this answer yet; only the status matters here.
const recordedSchema: Parser<{ status: 'T' }> = {
  parse(data) {
    if (typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'T') return { status: 'T' };
    throw new Error('The agreement was not recorded');
  },
};

/** POST /api/agreement/feature ("Yes I Agree"). */
export function useRecordAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordAgreement) =>
      apiRequest('/agreement/feature', {
        method: 'POST',
        body: { ...body, is_marketing_services_agreement_feature: 'T' },
        schema: recordedSchema,
      }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(featureAgreementQueryOptions(body.feature_id).queryKey, { feature_id: body.feature_id, status: 'T' });
    },
  });
}
