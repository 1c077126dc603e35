import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { messageAnswerSchema } from './message-answer';

/** POST /api/forgetpass: the same answer whether or not the e-mail has an account on this host. */
export function forgotPassword(request: { email: string; domainName: string }) {
  return apiRequest('/forgetpass', { method: 'POST', body: request, schema: messageAnswerSchema, auth: false });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
