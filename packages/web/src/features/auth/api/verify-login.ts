import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyLoginResponseSchema, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { startSession } from './start-session';

export interface VerifyLoginRequest {
  email: string;
  code: string;
  otp_token: string;
}

/** POST /api/verifylogin: the second sign-in step; a right code gives the tokens. */
export function verifyLogin(request: VerifyLoginRequest) {
  return apiRequest('/verifylogin', { method: 'POST', body: request, schema: verifyLoginResponseSchema, auth: false });
}

export function useVerifyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: VerifyLoginRequest): Promise<UserData> => startSession(queryClient, await verifyLogin(request)),
  });
}
