import { apiRequest } from '../../../lib/api/client';
import { useRequest } from '../../../lib/api/use-request';
import { messageAnswerSchema } from './message-answer';

/** POST /api/resendcode: a new e-mailed code for the open sign-in step (429 when asked too soon). */
export function resendCode(otpToken: string) {
  return apiRequest('/resendcode', { method: 'POST', body: { otp_token: otpToken }, schema: messageAnswerSchema, auth: false });
}

export const useResendCode = () => useRequest(resendCode);
