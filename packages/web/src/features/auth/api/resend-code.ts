import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { messageAnswerSchema } from './message-answer';

/** POST /api/resendcode: a new e-mailed code for the open sign-in step (429 when asked too soon). */
export function resendCode(otpToken: string) {
  return apiRequest('/resendcode', { method: 'POST', body: { otp_token: otpToken }, schema: messageAnswerSchema, auth: false });
}

export const useResendCode = () => useMutation({ mutationFn: resendCode });
