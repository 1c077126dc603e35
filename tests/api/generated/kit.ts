import { db } from '@platform/core';
import { api, DEMO, lastMailTo, mailTo, session, signIn } from '../client.js';

/**
 * What the rows of valid-requests.ts build their fixtures from: the demo roles' sessions, fresh
 * companies and users that no other test touches, and reads of the state a write leaves.
 */
export type Role = keyof typeof DEMO;
export type Session = Awaited<ReturnType<typeof session>>;

let n = 0;
/** A name no other fixture uses (lower case, so it also serves as a subdomain). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n += 1)}${Math.random().toString(36).slice(2, 6)}`;

export const PASSWORD = 'Correct horse 42';

export interface Member {
  email: string;
  password: string;
  token: string;
  userId: string;
  companyId: string;
  rootId: string;
  domain: string;
}

/** A user who signed up through the API and is signed in: a client of Acme, or (agency) an agency owner on its own subdomain. */
export async function member(kind: 'client' | 'agency' = 'client'): Promise<Member> {
  const name = unique(kind === 'agency' ? 'gen' : 'genc');
  const email = `${name}@example.test`;
  const body = { companyname: name, name: `Member ${name}`, email, phonenum: '2015550123', phone_country_code: 'US', password: PASSWORD, userType: kind === 'agency' ? 'userdownline' : 'client', domainName: kind === 'agency' ? 'localhost' : 'acme.localhost' };
  const reg = await api('/api/register', { body });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const domain = kind === 'agency' ? `${name}.localhost` : 'acme.localhost';
  const res = await signIn(email, domain, PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  const me = await api<{ id: string; company_id: string; company_root_id: string }>('/api/user', { token: res.body.access_token });
  return { email, password: PASSWORD, token: res.body.access_token, userId: me.body.id, companyId: me.body.company_id, rootId: me.body.company_root_id, domain };
}

/** A fresh agency added by the root's operator (its owner is invited, not signed in). */
export async function agency(root: Session) {
  const sub = unique('gena');
  const res = await api<{ data: { id: string; user_id: string }[] }>('/api/configuration/user/create', {
    token: root.access_token,
    body: { companyID: root.companyId, company_name: `Gen ${sub}`, name: 'Gen Owner', email: `${sub}@agency.test`, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  const row = res.body.data?.[0];
  if (!row) throw new Error(`agency create failed: ${JSON.stringify(res.body)}`);
  return { id: row.id, ownerId: row.user_id };
}

/** A fresh client added under `parentId` by `by` (its owner is invited). */
export async function client(by: { access_token?: string; token?: string }, parentId: string) {
  const name = unique('genk');
  const res = await api<{ data: { id: string; user_id: string }[] }>('/api/configuration/user/create', {
    token: by.access_token ?? by.token ?? '',
    body: { companyID: parentId, company_name: `Client ${name}`, name: 'Client Owner', email: `${name}@client.test`, phonenum: '2015550123' },
  });
  const row = res.body.data?.[0];
  if (!row) throw new Error(`client create failed: ${JSON.stringify(res.body)}`);
  return { id: row.id, ownerId: row.user_id, name: `Client ${name}` };
}

/** The actions of a company's log rows, counted (e.g. `{ billing_changed: 1 }`). */
export async function auditCounts(rootId: string, companyId: string): Promise<Record<string, number>> {
  const rows = (await db().entities.audit.query.byCompany({ rootId, companyId }).go({ pages: 'all' })).data;
  const out: Record<string, number> = {};
  for (const r of rows) out[r.action] = (out[r.action] ?? 0) + 1;
  return out;
}

/** A company's billing events by type, counted. */
export async function billingEvents(rootId: string, companyId: string): Promise<Record<string, number>> {
  const rows = (await db().entities.billingEvent.query.byCompany({ rootId, companyId }).go({ pages: 'all' })).data;
  const out: Record<string, number> = {};
  for (const r of rows) out[r.type] = (out[r.type] ?? 0) + 1;
  return out;
}

/** The companies stored under a parent and the counter its lists show as the total. */
export async function children(rootId: string, parentId: string) {
  const [kids, parent] = await Promise.all([
    db().entities.company.query.byParent({ rootId, parentId }).go({ pages: 'all' }),
    db().entities.company.get({ rootId, companyId: parentId }).go(),
  ]);
  return { stored: kids.data.length, counted: parent.data?.childCount ?? 0 };
}

/** A user's sessions that are still open. */
export async function openSessions(rootId: string, userId: string): Promise<number> {
  const rows = (await db().entities.session.query.byUser({ rootId, userId }).go({ pages: 'all' })).data;
  return rows.filter((r) => !r.revokedAt).length;
}

/** How many e-mails an address got. */
export const mailCount = async (address: string) => (await mailTo(address)).length;

export { api, DEMO, lastMailTo, session, signIn };
