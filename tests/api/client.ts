import { request } from 'node:http';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo!2345';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

type ApiOptions = { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string>; from?: string };

/**
 * Real HTTP against the embedded runtime started by the global setup. `from` binds the request to
 * a loopback address, so tests of per-address limits do not share one address's counters.
 */
export async function api<T = Record<string, unknown>>(path: string, opts: ApiOptions = {}): Promise<ApiResponse<T>> {
  const { status, body } = await apiWithHeaders<T>(path, opts);
  return { status, body };
}

/** {@link api}, with the answer's headers (lower-cased names; repeated ones joined). */
export function apiWithHeaders<T = Record<string, unknown>>(path: string, opts: ApiOptions = {}): Promise<ApiResponse<T> & { headers: Record<string, string> }> {
  const payload = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
  const url = new URL(`${inject('apiUrl')}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? (payload !== undefined ? 'POST' : 'GET'),
        localAddress: opts.from ?? '127.0.0.1',
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
          try {
            resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T, headers });
          } catch {
            reject(new Error(`${path}: answer is not JSON: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function signIn(username: string, domainName: string, password = DEMO_PASSWORD, from?: string): Promise<ApiResponse<Tokens>> {
  return api<Tokens>('/api/login', { body: { username, password, domainName }, ...(from ? { from } : {}) });
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

export interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

/** The local mailbox (SMTP sink) of the running platform. */
export async function mailTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${inject('apiUrl')}/_local/mailbox`);
  const { messages } = (await res.json()) as { messages: Mail[] };
  return messages.filter((m) => m.to.includes(address));
}

export async function lastMailTo(address: string): Promise<Mail> {
  for (let i = 0; i < 50; i += 1) {
    const all = await mailTo(address);
    const last = all.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address}`);
}

/** Waits for the mail with this subject: workers send mail after the write a test can see. */
export async function mailWithSubject(address: string, subject: string, timeoutMs = 15_000): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailTo(address)).find((m) => m.subject === subject);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail "${subject}" to ${address}; it has ${(await mailTo(address)).map((m) => m.subject).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let counter = 0;
/** A fresh client of Acme (registered through the API), so a test owns its account. */
export async function newClient(prefix: string, password = 'Correct horse 42') {
  counter += 1;
  const email = `${prefix}-${Date.now()}-${counter}@example.test`;
  const res = await api('/api/register', {
    body: { companyname: `${prefix} Co ${counter}`, name: `${prefix} Person`, email, phonenum: '2015550123', phone_country_code: 'US', password, userType: 'client', domainName: 'acme.localhost' },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, domain: 'acme.localhost' };
}
