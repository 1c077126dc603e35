import type { APIRequestContext } from '@playwright/test';
import { at, DEMO_PASSWORD, signInThroughApi } from './e2e-demo';

/** A user's API session in a browser test: to ask the API what the screen should show, or set up data. */
export interface ApiSession {
  token: string;
  companyId: string;
  rootId: string;
}

/** Signs in through the API. */
export async function apiSession(request: APIRequestContext, email: string, domainName = 'localhost', password = DEMO_PASSWORD): Promise<ApiSession> {
  const { access_token, userData } = await signInThroughApi(request, email, domainName, password);
  const me = JSON.parse(userData) as { company_id: string; company_root_id: string };
  return { token: access_token, companyId: me.company_id, rootId: me.company_root_id };
}

export const auth = (s: Pick<ApiSession, 'token'>) => ({ authorization: `Bearer ${s.token}` });

/** A company's id, found by name in a list the session sees. */
export async function childId(request: APIRequestContext, s: Pick<ApiSession, 'token'>, parentId: string, name: string): Promise<string> {
  const res = await request.get(at('localhost', `/api/configuration/companies/${parentId}/children?searchkey=${encodeURIComponent(name)}`), { headers: auth(s) });
  const row = ((await res.json()) as { data: { id: string; company_name: string }[] }).data.find((r) => r.company_name === name);
  if (!row) throw new Error(`${name} is not in the list`);
  return row.id;
}
