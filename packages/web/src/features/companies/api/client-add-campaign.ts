import { useMutation } from '@tanstack/react-query';
import { clientAddCampaignAnswerSchema, type ClientAddCampaignInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';
import type { Outcome } from './outcome';

/** PUT /api/configuration/client/disable-add-campaign: the state the switch shows; sending it again changes nothing. */
export function setClientAddCampaign(request: ClientAddCampaignInput) {
  return apiRequest('/configuration/client/disable-add-campaign', { method: 'PUT', body: request, schema: clientAddCampaignAnswerSchema });
}

export function useSetClientAddCampaign(outcome: Outcome<{ message: string }> = {}) {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setClientAddCampaign, ...outcome, onSettled: () => void refresh() });
}
