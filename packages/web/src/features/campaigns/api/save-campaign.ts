import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSavedSchema, type CampaignModule } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** POST /api/leadspeek/client/create: the whole campaign at once. */
export function createCampaign(body: Record<string, unknown>) {
  return apiRequest('/leadspeek/client/create', { method: 'POST', body, schema: campaignSavedSchema });
}

/**
 * An edit saves the general fields (PUT /leadspeek/client/update), then the module's own
 * (/local/update for Site ID, /locator/update for the others): the API's split of the same form.
 */
export async function updateCampaign({ campaignId, module, general, specific }: { campaignId: string; module: CampaignModule; general: Record<string, unknown>; specific: Record<string, unknown> }) {
  await apiRequest('/leadspeek/client/update', { method: 'PUT', body: { campaign_id: campaignId, ...general }, schema: campaignSavedSchema });
  const path = module === 'local' ? '/leadspeek/client/local/update' : '/leadspeek/client/locator/update';
  return apiRequest(path, { method: 'PUT', body: { campaign_id: campaignId, ...specific }, schema: campaignSavedSchema });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}
