import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMovedSchema, type CampaignAction } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** PUT /api/leadspeek/client/activepause (run, pause), /archive, /remove: one move of the status table. */
export function moveCampaign({ campaignId, action }: { campaignId: string; action: CampaignAction }) {
  const [path, body] =
    action === 'run' || action === 'pause'
      ? ['/leadspeek/client/activepause', { campaign_id: campaignId, status: action === 'run' ? 'running' : 'paused' }]
      : [`/leadspeek/client/${action}`, { campaign_id: campaignId }];
  return apiRequest(path, { method: 'PUT', body, schema: campaignMovedSchema });
}

export function useMoveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCampaign, onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}
