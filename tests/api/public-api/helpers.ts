import { db } from '@platform/core';
import { api, apiWithHeaders, session } from '../client.js';
import { client as addClient, member, type Member } from '../generated/kit.js';
import { created, siteId } from '../campaigns/helpers.js';

/**
 * Refusals before a key is known count in the caller address's window, which the generated
 * bad-input sweep fills from 127.0.0.1: these files call from an address of their own.
 */
const FROM = '127.0.0.60';

/** Real HTTP with the answer's headers (the rate-limit headers are part of the contract). */
export function call<T = Record<string, unknown>>(path: string, opts: { method?: string; json?: unknown; raw?: string; contentType?: string; token?: string; headers?: Record<string, string> } = {}) {
  return apiWithHeaders<T>(path, {
    from: FROM,
    ...(opts.method ? { method: opts.method } : {}),
    ...(opts.json !== undefined ? { body: opts.json } : {}),
    ...(opts.raw !== undefined ? { rawBody: opts.raw } : {}),
    ...(opts.token ? { token: opts.token } : {}),
    headers: { ...(opts.contentType ? { 'content-type': opts.contentType } : {}), ...opts.headers },
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
