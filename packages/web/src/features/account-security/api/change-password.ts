import { useMutation } from '@tanstack/react-query';
import { logoutResponseSchema, type changePasswordSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';

export type ChangePasswordRequest = (typeof changePasswordSchema)['_output'];

/**
 * POST /api/user/resetpassword. Answers `{ result: 'success', message }` (the shape core calls
 * logoutResponseSchema). The user's other sessions end; this one stays.
 */
export function changePassword(request: ChangePasswordRequest) {
  return apiRequest('/user/resetpassword', { method: 'POST', body: request, schema: logoutResponseSchema });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
