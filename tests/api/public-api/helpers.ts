import { request } from 'node:http';
import { db } from '@platform/core';
import { inject } from 'vitest';
import { api, session } from '../client.js';
import { client as addClient, member, type Member } from '../generated/kit.js';
import { created, siteId } from '../campaigns/helpers.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

/** Real HTTP with the answer's headers (the rate-limit headers are part of the contract). */
export function call<T = Record<string, unknown>>(path: string, opts: { method?: string; json?: unknown; raw?: string; contentType?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const payload = opts.raw ?? (opts.json !== undefined ? JSON.stringify(opts.json) : undefined);
  const url = new URL(`${inject('apiUrl')}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? (payload !== undefined ? 'POST' : 'GET'),
        headers: {
          ...(payload !== undefined ? { 'content-type': opts.contentType ?? 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
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

export interface Key {
  clientId: string;
  secret: string;
  companyId: string;
}

/** A key of the member's company made as a person would: API mode on, the agreement ticked, Generate. */
export async function keyOf(m: Pick<Member, 'token' | 'userId' | 'companyId' | 'rootId'>, scopes?: string[]): Promise<Key> {
  await db().entities.company.patch({ rootId: m.rootId, companyId: m.companyId }).set({ apiMode: true }).go();
  const agreed = await api('/api/agreement/developer', { method: 'PUT', token: m.token, body: { user_id: m.userId, is_marketing_services_agreement_developer: 'T', company_id: m.companyId } });
  if (agreed.status !== 200) throw new Error(`agreement: ${agreed.status} ${JSON.stringify(agreed.body)}`);
  const made = await api<{ client_id: string; secret_key: string }>('/api/v1/developer/create/userapi', { token: m.token, body: { companyID: m.companyId, ...(scopes ? { scopes } : {}) } });
  if (made.status !== 200) throw new Error(`generate: ${made.status} ${JSON.stringify(made.body)}`);
  return { clientId: made.body.client_id, secret: made.body.secret_key, companyId: m.companyId };
}

export async function grant(key: Key, scope?: string): Promise<string> {
  const res = await call<{ access_token: string }>('/api/v1/oauth/token', { json: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.secret, ...(scope ? { scope } : {}) } });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

/** A fresh agency (its owner signed in) with one client that has one Site ID campaign, and the agency's key. */
export async function agencyWithCampaign(scopes?: string[]) {
  const owner = await member('agency');
  const c = await addClient({ token: owner.token }, owner.companyId);
  const root = await session('root@demo.test', 'localhost');
  const campaign = await created(root.access_token, siteId(c.id));
  const key = await keyOf(owner, scopes);
  return { owner, clientId: c.id, campaign, key, token: await grant(key) };
}
