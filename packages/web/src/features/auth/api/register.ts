import { useMutation } from '@tanstack/react-query';
import type { registerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { messageAnswerSchema } from './message-answer';

export type RegisterRequest = (typeof registerSchema)['_output'];

/** POST /api/register: the answer never says whether the e-mail already had an account. */
export function register(request: RegisterRequest) {
  return apiRequest('/register', { method: 'POST', body: request, schema: messageAnswerSchema, auth: false });
}

export const useRegister = () => useMutation({ mutationFn: register });
