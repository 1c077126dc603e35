import { verifyLoginResponseSchema, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRequest } from '../../../lib/api/use-request';
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

const verifyAndStart = async (request: VerifyLoginRequest): Promise<UserData> => startSession(await verifyLogin(request));

export const useVerifyLogin = () => useRequest(verifyAndStart);
