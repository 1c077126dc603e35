import { useMutation, useQueryClient } from '@tanstack/react-query';
import { embedCheckAnswerSchema, successAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** POST /api/send-test-lead: a sample lead through delivery, stored as test (once a minute per campaign, else 429). */
export const sendTestLead = (campaignId: string) => apiRequest('/send-test-lead', { method: 'POST', body: { campaign_id: campaignId }, schema: successAnswerSchema });

/** POST /api/leadspeek/check-embed-code: found or not; a page that could not be read answers 504 with its own body. */
export const checkEmbedCode = ({ campaignId, url }: { campaignId: string; url: string }) =>
  apiRequest('/leadspeek/check-embed-code', { method: 'POST', body: { campaign_id: campaignId, url }, schema: embedCheckAnswerSchema, answerStatuses: [504] });

export function useSendTestLead() {
  const queryClient = useQueryClient();
  // The test lead shows on the campaign's leads and the dashboard's counts.
  return useMutation({ mutationFn: sendTestLead, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}

export function useCheckEmbedCode() {
  return useMutation({ mutationFn: checkEmbedCode });
}
