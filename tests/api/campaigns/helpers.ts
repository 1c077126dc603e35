import { createUser, db } from '@platform/core';
import { expect } from 'vitest';
import { api, DEMO, DEMO_PASSWORD, session } from '../client.js';

export type Session = Awaited<ReturnType<typeof session>>;
export type Who = keyof typeof DEMO;

export async function demoSessions(): Promise<Record<Who, Session>> {
  const out = {} as Record<Who, Session>;
  for (const who of Object.keys(DEMO) as Who[]) out[who] = await session(DEMO[who][0], DEMO[who][1]);
  return out;
}

let n = 0;
export const uniq = (p: string) => `${p}${Date.now().toString(36)}${(n += 1)}`;

export interface CampaignBody {
  id: string;
  leadspeek_api_id: string;
  status: string;
  campaignName: string;
  company_id: string;
  company_name: string;
  urlCode: string | null;
  embed_code: string | null;
  embed_code_thankyou: string | null;
  stop_message: string | null;
  [k: string]: unknown;
}

export const siteId = (companyId: string, extra: Record<string, unknown> = {}) => ({ company_id: companyId, leadspeekType: 'local', campaignName: uniq('Site '), reportSentTo: ['reports@bakery.test'], ...extra });
export const searchId = (companyId: string, extra: Record<string, unknown> = {}) => ({ company_id: companyId, leadspeekType: 'locator', campaignName: uniq('Search '), locatorkeyword: ['fresh bread'], locatorstate: ['TX'], ...extra });

export async function create(token: string, body: Record<string, unknown>) {
  return api<{ result: string; message: string; data: CampaignBody; errors?: Record<string, string[]> }>('/api/leadspeek/client/create', { token, body });
}

export async function created(token: string, body: Record<string, unknown>): Promise<CampaignBody> {
  const res = await create(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export const move = (token: string, path: 'activepause' | 'archive' | 'remove', body: Record<string, unknown>) => api<{ result: string; message: string; status: string }>(`/api/leadspeek/client/${path}`, { method: 'PUT', token, body });
export const getCampaign = (token: string, id: string) => api<{ data: CampaignBody; message?: string }>(`/api/leadspeek/getcampaign/${id}`, { token });

/** A person of a company who signs in with a password, made through core (optionally with a role). */
export async function person(rootId: string, companyId: string, userType: 'administrator' | 'client' | 'userdownline', host: string, opts: { roleId?: string; disableClientAddCampaign?: boolean } = {}) {
  const email = `${uniq('p')}@people.test`;
  await createUser({ rootId, companyId, email, name: `Pat ${userType}`, userType, password: DEMO_PASSWORD, profileSetupCompleted: true, ...(opts.roleId ? { roleId: opts.roleId } : {}), ...(opts.disableClientAddCampaign ? { disableClientAddCampaign: true } : {}) } as Parameters<typeof createUser>[0]);
  return session(email, host);
}

const flags = (enable: 'T' | 'F', create: 'T' | 'F', update: 'T' | 'F', del: 'T' | 'F') => ({ enable, create, update, delete: del });

/** A role of a company whose LeadsPeek module grants exactly these flags. */
export async function leadsPeekRole(rootId: string, companyId: string, create: 'T' | 'F', update: 'T' | 'F', del: 'T' | 'F') {
  const roleId = uniq('role');
  const all = flags('T', 'T', 'T', 'T');
  await db()
    .entities.role.create({ rootId, companyId, roleId, roleName: roleId, modules: { adsDesign: all, campaign: all, settings: all, leadsPeek: flags('T', create, update, del) }, createdAt: new Date().toISOString() })
    .go();
  return roleId;
}

/** A fresh client of an agency, added by its owner through the API. */
export async function newClientOf(agencyToken: string, agencyId: string) {
  const sub = uniq('cl');
  const res = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
    token: agencyToken,
    body: { companyID: agencyId, company_name: `Client ${sub}`, name: 'Cleo Client', email: `${sub}@client.test`, phonenum: '2015550123', phone_country_code: 'US' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data[0]?.id ?? '', name: `Client ${sub}` };
}
