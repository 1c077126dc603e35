import { queryOptions, useQuery } from '@tanstack/react-query';
import { generalSettingsSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { settingsKeys } from './query-keys';

/**
 * GET /api/configuration/setting/{companyId}: the company's brand, addresses, time zone, embedded
 * code and custom SMTP (never its password); the root's answer adds minimum spend and onboarding.
 */
export function getGeneralSettings(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/configuration/setting/${encodeURIComponent(companyId)}`, {
    schema: generalSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const generalSettingsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: settingsKeys.general(companyId),
    queryFn: ({ signal }) => getGeneralSettings(companyId, signal),
    staleTime: 30_000,
  });

export const useGeneralSettings = (companyId: string) => useQuery(generalSettingsQueryOptions(companyId));
