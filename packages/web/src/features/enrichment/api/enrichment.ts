import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enrichmentJobAnswerSchema, enrichmentJobsAnswerSchema, enrichmentUploadAnswerSchema, ENRICHMENT_POLL_MS } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';
import { putToStorage } from '../../../lib/upload/put-to-storage';

const keyOf = (companyId: string) => [SESSION_SCOPE, 'data-enrichment', companyId] as const;
export const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

/** GET /api/data-enrichment/{companyId}/jobs: the client's enrichments, asked again every 2 s while one runs. */
export const useEnrichments = (companyId: string | null) =>
  useQuery({
    queryKey: keyOf(companyId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/data-enrichment/${encodeURIComponent(companyId ?? '')}/jobs`, { schema: enrichmentJobsAnswerSchema, signal }),
    enabled: Boolean(companyId),
    refetchInterval: (q) => (q.state.data?.data.some((j) => j.status === 'queued' || j.status === 'running') ? ENRICHMENT_POLL_MS : false),
  });

/**
 * The file goes straight to storage (POST /api/data-enrichment/upload answers a presigned PUT),
 * then POST /api/data-enrichment/preview reads it and answers the quote: rows, matches, price.
 */
export function usePreviewEnrichment(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const id = companyId ?? '';
      const target = await apiRequest('/data-enrichment/upload', { method: 'POST', body: { company_id: id, size: file.size }, schema: enrichmentUploadAnswerSchema });
      const key = await putToStorage(target, file, UPLOAD_FAILED);
      return apiRequest('/data-enrichment/preview', { method: 'POST', body: { company_id: id, key, filename: file.name }, schema: enrichmentJobAnswerSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(companyId ?? '') }),
  });
}

/** POST /api/data-enrichment/jobs/{jobId}/start: confirms the quote. */
export function useStartEnrichment(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiRequest(`/data-enrichment/jobs/${encodeURIComponent(jobId)}/start`, { method: 'POST', body: {}, schema: enrichmentJobAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(companyId ?? '') }),
  });
}
