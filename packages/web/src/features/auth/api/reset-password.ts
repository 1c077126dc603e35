import { useMutation } from '@tanstack/react-query';
import { verifyResetTokenResponseSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { messageAnswerSchema } from './message-answer';

/** POST /api/verify-reset-token: whether an e-mailed link can still set a password, and if not why. */
export function verifyResetToken(request: { token: string; email: string }, signal?: AbortSignal) {
  return apiRequest('/verify-reset-token', {
    method: 'POST',
    body: request,
    schema: verifyResetTokenResponseSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/reset-password: sets the new password once; every session of the user ends. */
export function resetPassword(request: ResetPasswordRequest) {
  return apiRequest('/reset-password', { method: 'POST', body: request, schema: messageAnswerSchema, auth: false });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
