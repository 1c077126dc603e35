import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXCLUSION_POLL_MS, listAnswerSchema, progressAnswerSchema, purgeAnswerSchema, uploadAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/**
 * Which list a screen shows: a client's client-wide list (the profile menu's Exclusion List) or the
 * root's platform-wide opt-out list (/configuration/opt-out-list). Same machinery, two sets of paths.
 */
export type ExclusionTarget = { kind: 'client'; companyId: string } | { kind: 'root'; rootId: string };

const id = (t: ExclusionTarget) => encodeURIComponent(t.kind === 'client' ? t.companyId : t.rootId);
const query = (t: ExclusionTarget): Record<string, string> => (t.kind === 'client' ? { campaignType: 'client' } : {});
const base = (t: ExclusionTarget) => (t.kind === 'client' ? '/tools/optout-client' : '/tools/optout');
const keyOf = (t: ExclusionTarget) => [SESSION_SCOPE, 'exclusions', t.kind, t.kind === 'client' ? t.companyId : t.rootId] as const;

/** GET …/{id}: how many e-mails and hashes the list holds, and its uploads. */
export const exclusionUploadsOptions = (t: ExclusionTarget) =>
  queryOptions({
    queryKey: [...keyOf(t), 'uploads'] as const,
    queryFn: ({ signal }) => apiRequest(`${base(t)}/${id(t)}`, { query: query(t), schema: listAnswerSchema, signal }),
  });

export const useExclusionUploads = (t: ExclusionTarget) => useQuery(exclusionUploadsOptions(t));

/**
 * GET …/progress/{id}, every 2 seconds until no upload is in progress (docs/product.md, Exclusion lists).
 * When it settles, the uploads list is read again for the finished totals.
 */
export function useExclusionProgress(t: ExclusionTarget) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...keyOf(t), 'progress'] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(`${base(t)}/progress/${id(t)}`, { query: query(t), schema: progressAnswerSchema, signal });
      if (answer.jobDone) void queryClient.invalidateQueries({ queryKey: exclusionUploadsOptions(t).queryKey });
      return answer;
    },
    refetchInterval: (q) => (q.state.data && !q.state.data.jobDone ? EXCLUSION_POLL_MS : false),
  });
}

/** POST …/upload (multipart): answers the job id at once; the import runs behind it. */
export function useUploadExclusions(t: ExclusionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      if (t.kind === 'client') {
        form.append('ClientCompanyID', t.companyId);
        form.append('campaigntype', 'client');
      } else {
        form.append('CompanyRootID', t.rootId);
      }
      form.append('file', file, file.name);
      return apiRequest(`${base(t)}/upload`, { method: 'POST', body: form, schema: uploadAnswerSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(t) }),
  });
}

/** DELETE /leadspeek/suppressionlist/purge/{ownerId}/client, or /tools/optout/purge/{rootId}. */
export function usePurgeExclusions(t: ExclusionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(t.kind === 'client' ? `/leadspeek/suppressionlist/purge/${id(t)}/client` : `/tools/optout/purge/${id(t)}`, { method: 'DELETE', schema: purgeAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(t) }),
  });
}
