import { listUserAudit } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, lastMailTo, session, signIn } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let rootId = '';
let n = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${(n += 1)}`;

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  rootId = s.root.companyId;
});

type Row = { id: string; company_name: string; name: string; email: string; user_id: string };
const children = async (token: string, parent: string, q = '?per_page=100') =>
  (await api<{ total: number; data: Row[] }>(`/api/configuration/companies/${parent}/children${q}`, { token })).body;

const agencyBody = (over: Record<string, unknown> = {}) => {
  const sub = uniq('ag');
  return { companyID: rootId, company_name: `Agency ${sub}`, name: 'Nora New', email: `${sub}@agency.test`, phonenum: '2015550123', phone_country_code: 'US', subdomain: sub, payment_terms: ['Weekly'], modules: ['local', 'locator'], ...over };
};
const clientBody = (parent: string, over: Record<string, unknown> = {}) => {
  const id = uniq('cl');
  return { companyID: parent, company_name: `Client ${id}`, name: 'Cleo Client', email: `${id}@client.test`, ...over };
};
const create = (token: string, body: Record<string, unknown>) => api<{ result: string; message: string; data: Row[]; errors?: Record<string, string[]> }>('/api/configuration/user/create', { token, body });

/** Follows the invitation link the way the web app does: set a password with the token. */
async function acceptInvitation(email: string, password: string) {
  const mail = await lastMailTo(email);
  const m = /\/set-new-password\/(\S+?)\?email=/.exec(mail.text);
  const token = decodeURIComponent(m?.[1] ?? '');
  return api('/api/reset-password', { body: { token, email, password, password_confirmation: password } });
}

describe('root adds an agency', () => {
  it('creates it with its owner, lists it, and invites the owner who then signs in on the new subdomain', async () => {
    const body = agencyBody();
    const res = await create(s.root.access_token, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', message: 'Data has been added successfully', data: [{ company_name: body.company_name, email: body.email, name: 'Nora New' }] });
    const list = await children(s.root.access_token, rootId, `?searchkey=${body.subdomain}`);
    expect(list.data.map((r) => r.company_name)).toEqual([body.company_name]);
    expect((await lastMailTo(body.email)).subject).toBe(`You are invited to ${body.company_name}`);
    expect((await acceptInvitation(body.email, 'Invited passphrase 1')).status).toBe(200);
    expect((await signIn(body.email, `${body.subdomain}.localhost`, 'Invited passphrase 1')).status).toBe(200);
    const rows = await listUserAudit(rootId, s.root.userId);
    expect(rows.some((r) => r.action === 'company_created' && r.description.includes(body.company_name))).toBe(true);
  });

  it.each([
    ['no payment term', { payment_terms: [] }, 'payment_terms', 'Please select payment term'],
    ['an invalid phone', { phonenum: '123' }, 'phonenum', 'Please enter valid phone number'],
    ['a subdomain with a leading hyphen', { subdomain: '-bad' }, 'subdomain', 'Use letters, digits and hyphens, starting and ending with a letter or digit'],
    ['a subdomain over 63 characters', { subdomain: 'a'.repeat(64) }, 'subdomain', 'Subdomain may have at most 63 characters'],
    ['an e-mail over 70 characters', { email: `${'a'.repeat(62)}@test.com` }, 'email', 'Email may have at most 70 characters'],
    ['no company name', { company_name: '' }, 'company_name', 'Company Name is required'],
    ['no full name', { name: ' ' }, 'name', 'Full Name is required'],
    ['an e-mail already registered', { email: 'client@demo.test' }, 'email', 'This e-mail is already registered.'],
  ])('%s is refused with the field message and nothing is created', async (_name, over, field, message) => {
    const body = agencyBody(over);
    const before = (await children(s.root.access_token, rootId, '?per_page=1')).total;
    const res = await create(s.root.access_token, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toContain(message);
    expect((await children(s.root.access_token, rootId, '?per_page=1')).total).toBe(before);
  });

  it('a subdomain already taken is a conflict and nothing is created', async () => {
    const before = (await children(s.root.access_token, rootId, '?per_page=1')).total;
    const res = await create(s.root.access_token, agencyBody({ subdomain: 'acme' }));
    expect(res.status).toBe(409);
    expect((await children(s.root.access_token, rootId, '?per_page=1')).total).toBe(before);
  });

  it('another agency’s address as the custom domain is a conflict on the domain and nothing is created', async () => {
    const before = (await children(s.root.access_token, rootId, '?per_page=1')).total;
    const res = await create(s.root.access_token, agencyBody({ domain: 'acme.localhost' }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ domain: ['This domain is already taken.'] });
    expect((await children(s.root.access_token, rootId, '?per_page=1')).total).toBe(before);
  });

  it.each(['agency', 'admin', 'sales', 'client', 'globex'] as const)('%s cannot add an agency', async (who) => {
    const res = await create(s[who].access_token, agencyBody());
    expect(res.status).toBe(404);
  });
});

describe('an agency adds, edits and deletes a client', () => {
  it('adds a client that appears in its list and in nobody else’s', async () => {
    const body = clientBody(s.agency.companyId);
    const res = await create(s.agency.access_token, body);
    expect(res.status).toBe(200);
    expect((await children(s.agency.access_token, s.agency.companyId)).data.map((r) => r.company_name)).toContain(body.company_name);
    expect((await lastMailTo(body.email)).subject).toBe('You are invited to Acme Agency');
    expect((await acceptInvitation(body.email, 'Client passphrase 1')).status).toBe(200);
    expect((await signIn(body.email, 'acme.localhost', 'Client passphrase 1')).status).toBe(200);
  });

  it.each([
    ['Globex’s owner', 'globex', 404],
    ['Globex’s client', 'client2', 404],
    ['Acme’s client', 'client', 404],
    ['sales assigned to Acme', 'sales', 403],
  ] as const)('%s cannot add a client under Acme', async (_name, who, status) => {
    expect((await create(s[who].access_token, clientBody(s.agency.companyId))).status).toBe(status);
  });

  it('edits the client’s company, full name and e-mail together; the new e-mail signs in, the old one no longer does', async () => {
    const body = clientBody(s.agency.companyId);
    const added = await create(s.agency.access_token, body);
    const row = added.body.data[0] as Row;
    await acceptInvitation(body.email, 'Client passphrase 2');
    const newEmail = `${uniq('moved')}@client.test`;
    const upd = await api('/api/configuration/user/update', {
      method: 'PUT',
      token: s.admin.access_token,
      body: { ClientID: row.id, company_name: 'Renamed Bakery', name: 'Cleo Renamed', email: newEmail, phonenum: '(201) 555-0123', phone_country_code: 'US' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toEqual({ result: 'success', message: 'Data has been updated successfully' });
    const list = await children(s.agency.access_token, s.agency.companyId, `?searchkey=${encodeURIComponent(newEmail)}`);
    expect(list.data).toMatchObject([{ company_name: 'Renamed Bakery', name: 'Cleo Renamed', email: newEmail }]);
    expect((await signIn(newEmail, 'acme.localhost', 'Client passphrase 2')).status).toBe(200);
    expect((await signIn(body.email, 'acme.localhost', 'Client passphrase 2', '127.0.7.1')).status).toBe(401);
  });

  it('the edit panel needs a valid phone', async () => {
    const added = await create(s.agency.access_token, clientBody(s.agency.companyId));
    const row = added.body.data[0] as Row;
    const upd = await api<{ errors: Record<string, string[]> }>('/api/configuration/user/update', {
      method: 'PUT',
      token: s.agency.access_token,
      body: { ClientID: row.id, company_name: 'X', name: 'Y', email: row.email, phonenum: '55', phone_country_code: 'US' },
    });
    expect(upd.status).toBe(422);
    expect(upd.body.errors.phonenum).toEqual(['Please enter valid phone number']);
  });

  it('Globex cannot edit or delete Acme’s client', async () => {
    const added = await create(s.agency.access_token, clientBody(s.agency.companyId));
    const row = added.body.data[0] as Row;
    const upd = await api('/api/configuration/user/update', { method: 'PUT', token: s.globex.access_token, body: { ClientID: row.id, company_name: 'Hijack', name: 'H', email: row.email, phonenum: '2015550123' } });
    expect(upd.status).toBe(404);
    expect((await api(`/api/configuration/user/remove/${row.id}/${row.user_id}`, { method: 'DELETE', token: s.globex.access_token })).status).toBe(404);
    expect((await api(`/api/configuration/user/remove/${row.id}/${row.user_id}`, { method: 'DELETE', token: s.client.access_token })).status).toBe(404);
  });

  it('deletes a client: it leaves the list and the total, and its user can no longer sign in', async () => {
    const body = clientBody(s.agency.companyId);
    const added = await create(s.agency.access_token, body);
    const row = added.body.data[0] as Row;
    await acceptInvitation(body.email, 'Client passphrase 3');
    const clientSession = await signIn(body.email, 'acme.localhost', 'Client passphrase 3');
    const before = (await children(s.agency.access_token, s.agency.companyId)).total;
    expect((await api(`/api/configuration/user/remove/${row.id}/${row.user_id}`, { method: 'DELETE', token: s.sales.access_token })).status).toBe(403);
    expect((await api(`/api/configuration/user/remove/${row.id}/wrong-user`, { method: 'DELETE', token: s.agency.access_token })).status).toBe(404);
    const del = await api(`/api/configuration/user/remove/${row.id}/${row.user_id}`, { method: 'DELETE', token: s.agency.access_token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ result: 'success', message: 'Deleted!' });
    const after = await children(s.agency.access_token, s.agency.companyId);
    expect(after.total).toBe(before - 1);
    expect(after.data.map((r) => r.id)).not.toContain(row.id);
    expect((await api('/api/user', { token: clientSession.body.access_token })).status).toBe(401);
    expect((await signIn(body.email, 'acme.localhost', 'Client passphrase 3', '127.0.7.2')).status).toBe(401);
  });

  it('an agency that still has clients cannot be deleted', async () => {
    const acme = (await children(s.root.access_token, rootId, '?searchkey=acme%20agency')).data[0] as Row;
    const res = await api(`/api/configuration/user/remove/${acme.id}/${acme.user_id}`, { method: 'DELETE', token: s.root.access_token });
    expect(res.status).toBe(409);
    expect((await api('/api/domain-info?domainorsub=acme.localhost')).status).toBe(200);
  });
});

describe('editing an agency’s subdomain', () => {
  it('moves the agency to the new host and frees the old one', async () => {
    const body = agencyBody();
    const row = (await create(s.root.access_token, body)).body.data[0] as Row;
    const next = uniq('moved');
    const upd = await api('/api/configuration/user/update', {
      method: 'PUT',
      token: s.root.access_token,
      body: { ClientID: row.id, company_name: body.company_name, name: body.name, email: body.email, phonenum: body.phonenum, subdomain: next, payment_terms: ['Monthly'] },
    });
    expect(upd.status).toBe(200);
    expect((await api(`/api/domain-info?domainorsub=${next}.localhost`)).status).toBe(200);
    expect((await api(`/api/domain-info?domainorsub=${body.subdomain}.localhost`)).status).toBe(404);
  });

  it('to one already taken is refused and changes nothing', async () => {
    const body = agencyBody();
    const row = (await create(s.root.access_token, body)).body.data[0] as Row;
    const upd = await api('/api/configuration/user/update', {
      method: 'PUT',
      token: s.root.access_token,
      body: { ClientID: row.id, company_name: 'Should Not Stick', name: body.name, email: body.email, phonenum: body.phonenum, subdomain: 'globex', payment_terms: ['Weekly'] },
    });
    expect(upd.status).toBe(409);
    expect((await api(`/api/domain-info?domainorsub=${body.subdomain}.localhost`)).body).toMatchObject({ branding: { company_name: body.company_name } });
    expect((await api('/api/domain-info?domainorsub=globex.localhost')).body).toMatchObject({ branding: { company_name: 'Globex Agency' } });
  });
});

describe('resend invitation', () => {
  it('sends the owner a new link', async () => {
    const body = clientBody(s.agency.companyId);
    const row = (await create(s.agency.access_token, body)).body.data[0] as Row;
    const first = await lastMailTo(body.email);
    const res = await api('/api/configuration/user/resendinvitation', { token: s.agency.access_token, body: { companyID: row.id } });
    expect(res.status).toBe(200);
    const second = await lastMailTo(body.email);
    expect(second.id).not.toBe(first.id);
    expect((await api('/api/configuration/user/resendinvitation', { token: s.globex.access_token, body: { companyID: row.id } })).status).toBe(404);
  });

  it('is offered only while the invitation is pending: once the owner chose a password, the row says so and a resend is refused', async () => {
    const body = clientBody(s.agency.companyId);
    const row = (await create(s.agency.access_token, body)).body.data[0] as Row & { invitation_pending: string };
    expect(row.invitation_pending).toBe('T');
    const text = (await lastMailTo(body.email)).text;
    const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?/.exec(text)?.[1] ?? '');
    const set = await api('/api/reset-password', { body: { token, email: body.email, password: 'Invited owner pass 1', password_confirmation: 'Invited owner pass 1' } });
    expect(set.status).toBe(200);
    const list = await api<{ data: (Row & { invitation_pending: string })[] }>(`/api/configuration/companies/${s.agency.companyId}/children?per_page=100&searchkey=${encodeURIComponent(String(body.company_name))}`, { token: s.agency.access_token });
    expect(list.body.data.find((r) => r.id === row.id)?.invitation_pending).toBe('F');
    const again = await api('/api/configuration/user/resendinvitation', { token: s.agency.access_token, body: { companyID: row.id } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'The owner has already accepted the invitation and chosen a password.' });
  });
});
