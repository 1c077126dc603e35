import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { googleSetupSchema, twoFactorSettingsSchema, type updateTwoFactorSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

export type UpdateTwoFactorRequest = (typeof updateTwoFactorSchema)['_output'];

/** GET /api/setting/twofactorauth/{userId}: whether a second step is on, and which. */
export function getTwoFactor(userId: string, signal?: AbortSignal) {
  return apiRequest(`/setting/twofactorauth/${encodeURIComponent(userId)}`, { schema: twoFactorSettingsSchema, ...(signal ? { signal } : {}) });
}

export const twoFactorQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [SESSION_SCOPE, 'two-factor', userId] as const,
    queryFn: ({ signal }) => getTwoFactor(userId, signal),
    staleTime: 0,
    retry: false,
  });

export const useTwoFactorSettings = (userId: string) => useQuery(twoFactorQueryOptions(userId));

/**
 * PUT /api/setting/twofactorauth/{userId}. The answer repeats the settings plus a message; the
 * settings part is what is checked and kept.
 */
export function updateTwoFactor(userId: string, request: UpdateTwoFactorRequest) {
  return apiRequest(`/setting/twofactorauth/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: request,
    schema: twoFactorSettingsSchema.loose(),
  });
}

export function useUpdateTwoFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateTwoFactorRequest) => updateTwoFactor(userId, request),
    onSuccess: (settings) => {
      queryClient.setQueryData(twoFactorQueryOptions(userId).queryKey, {
        two_factor_auth: settings.two_factor_auth,
        two_factor_auth_type: settings.two_factor_auth_type,
      });
    },
  });
}

/**
 * GET /api/setting/get-google-tfa/{userId}/{companyId}: a new secret (pending until a code from the
 * app confirms it) and its QR code. Each opening of the setup asks for a fresh one and nothing is
 * kept once the setup closes.
 */
export function getGoogleSetup(userId: string, companyId: string, signal?: AbortSignal) {
  return apiRequest(`/setting/get-google-tfa/${encodeURIComponent(userId)}/${encodeURIComponent(companyId)}`, {
    schema: googleSetupSchema,
    ...(signal ? { signal } : {}),
  });
}

export const useGoogleSetup = (userId: string, companyId: string) =>
  useQuery({
    queryKey: [SESSION_SCOPE, 'google-tfa', userId, companyId] as const,
    queryFn: ({ signal }) => getGoogleSetup(userId, companyId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
