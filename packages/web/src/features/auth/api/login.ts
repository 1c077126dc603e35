import { loginResponseSchema, type LoginChallenge, type LoginRequest, type UserData } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRequest } from '../../../lib/api/use-request';
import { startSession } from './start-session';

/**
 * POST /api/login. Either tokens, or (with two-factor on) a challenge to answer with a code.
 * A wrong password is a plain answer here, not an expired session.
 */
export function login(request: LoginRequest) {
  return apiRequest('/login', { method: 'POST', body: request, schema: loginResponseSchema, auth: false });
}

export type SignInOutcome = { kind: 'signedIn'; user: UserData } | { kind: 'verify'; challenge: LoginChallenge; email: string };

/** Signs in on this host: the user is loaded, or the second step is asked for. */
async function signIn(request: LoginRequest): Promise<SignInOutcome> {
  const answer = await login(request);
  if ('result' in answer) return { kind: 'verify', challenge: answer, email: request.username };
  return { kind: 'signedIn', user: await startSession(answer) };
}

export const useLogin = () => useRequest(signIn);
