import { apiRequest } from '../../../lib/api/client';
import { useRequest } from '../../../lib/api/use-request';
import { messageAnswerSchema } from './message-answer';

/** POST /api/forgetpass: the same answer whether or not the e-mail has an account on this host. */
export function forgotPassword(request: { email: string; domainName: string }) {
  return apiRequest('/forgetpass', { method: 'POST', body: request, schema: messageAnswerSchema, auth: false });
}

export const useForgotPassword = () => useRequest(forgotPassword);
