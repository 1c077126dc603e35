import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo!2345';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Real HTTP against the embedded runtime started by the global setup. */
export async function api<T = Record<string, unknown>>(
  path: string,
  opts: { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? 'POST' : 'GET'),
    headers: {
      ...(opts.body !== undefined || opts.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.rawBody !== undefined ? { body: opts.rawBody } : opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function signIn(username: string, domainName: string, password = DEMO_PASSWORD): Promise<ApiResponse<Tokens>> {
  return api<Tokens>('/api/login', { body: { username, password, domainName } });
}

/** Signs in and fails the test loudly if that does not work. */
export async function session(username: string, domainName: string) {
  const res = await signIn(username, domainName);
  if (res.status !== 200) throw new Error(`${username} could not sign in on ${domainName}: ${res.status} ${JSON.stringify(res.body)}`);
  const me = await api<{ id: string; company_id: string }>('/api/user', { token: res.body.access_token });
  return { ...res.body, userId: me.body.id, companyId: me.body.company_id };
}

export const DEMO = {
  root: ['root@demo.test', 'localhost'],
  sales: ['sales@demo.test', 'localhost'],
  agency: ['agency@demo.test', 'acme.localhost'],
  admin: ['admin@demo.test', 'acme.localhost'],
  client: ['client@demo.test', 'acme.localhost'],
  globex: ['globex@demo.test', 'globex.localhost'],
  client2: ['client2@demo.test', 'globex.localhost'],
} as const;
