import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsSavedAnswerSchema, type UpdateGeneralSettings } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { domainInfoQueryOptions } from '../../../lib/branding/domain-info-query';
import { settingsKeys } from './query-keys';

/**
 * PUT /api/configuration/setting/{companyId}: the sections sent change, the rest stays. Needs
 * settingMenuShow_update (403 otherwise); minimum spend and onboarding are the root's alone.
 */
export function updateGeneralSettings(companyId: string, body: UpdateGeneralSettings) {
  return apiRequest(`/configuration/setting/${encodeURIComponent(companyId)}`, { method: 'PUT', body, schema: settingsSavedAnswerSchema });
}

/**
 * After a save the page reads the settings again, and the frame follows: the user data carries the
 * company's colours, logo and time zone, the host's domain info its brand and embedded code. A
 * change of addresses leaves the domain info alone: the host in use may just have been given up,
 * and asking it again would show "not registered" before the user could follow the new address.
 */
export function useUpdateGeneralSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGeneralSettings) => updateGeneralSettings(companyId, body),
    onSuccess: async (_answer, body) => {
      const refreshes = [
        queryClient.invalidateQueries({ queryKey: settingsKeys.general(companyId) }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
      ];
      if (body.branding || body.timezone || body.embedded !== undefined) {
        refreshes.push(queryClient.invalidateQueries({ queryKey: domainInfoQueryOptions(window.location.hostname).queryKey }));
      }
      await Promise.all(refreshes);
    },
  });
}
