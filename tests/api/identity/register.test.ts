import { db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, lastMailTo, mailTo, session, signIn } from '../client.js';
import { useCore } from '../core.js';

beforeAll(() => useCore());

const base = (over: Record<string, unknown> = {}) => ({
  companyname: 'Fresh Bakery',
  name: 'Fran Fresh',
  email: `reg-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@Example.test`,
  phonenum: '(201) 555-0123',
  phone_country_code: 'US',
  password: 'Correct horse 42',
  userType: 'client',
  domainName: 'acme.localhost',
  ...over,
});

describe('registration', () => {
  it('a client signs up on its agency’s domain, then signs in there and only there', async () => {
    const body = base();
    const res = await api('/api/register', { body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: 'Thank you for signing up. Check your e-mail for the next step.' });
    const email = String(body.email).toLowerCase();
    expect((await lastMailTo(email)).subject).toBe('Welcome to Acme Agency');
    const s = await signIn(email, 'acme.localhost', 'Correct horse 42');
    expect(s.status).toBe(200);
    const me = await api<Record<string, unknown>>('/api/user', { token: s.body.access_token });
    expect(me.body).toMatchObject({ user_type: 'client', company_name: 'Fresh Bakery', companyparentname: 'Acme Agency', phonenum: '+12015550123', email });
    expect((await signIn(email, 'globex.localhost', 'Correct horse 42', '127.0.5.1')).status).toBe(401);
  });

  it('an agency signs up on the platform’s domain and gets its own subdomain', async () => {
    const name = `Zeta ${Date.now()} Marketing`;
    const body = base({ companyname: name, userType: 'userdownline', domainName: 'localhost' });
    expect((await api('/api/register', { body })).status).toBe(200);
    const sub = name.toLowerCase().replace(/ /g, '-');
    const info = await api<{ branding: { company_name: string }; subdomain: string }>(`/api/domain-info?domainorsub=${sub}.localhost`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ subdomain: sub, branding: { company_name: name } });
    expect((await signIn(String(body.email).toLowerCase(), `${sub}.localhost`, 'Correct horse 42')).status).toBe(200);
  });

  it('two agencies with the same name get different subdomains', async () => {
    const name = `Twin ${Date.now()}`;
    await api('/api/register', { body: base({ companyname: name, userType: 'userdownline', domainName: 'localhost' }) });
    await api('/api/register', { body: base({ companyname: name, userType: 'userdownline', domainName: 'localhost' }) });
    const sub = name.toLowerCase().replace(/ /g, '-');
    expect((await api(`/api/domain-info?domainorsub=${sub}.localhost`)).status).toBe(200);
    expect((await api(`/api/domain-info?domainorsub=${sub}-2.localhost`)).status).toBe(200);
  });

  it('an e-mail already registered gets the same answer, no second account, and its owner is told', async () => {
    const before = (await mailTo('client@demo.test')).length;
    const res = await api('/api/register', { body: base({ email: 'client@demo.test', password: 'Somebody else 99' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: 'Thank you for signing up. Check your e-mail for the next step.' });
    const mails = await mailTo('client@demo.test');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toBe('Someone tried to sign up with your e-mail');
    expect((await signIn('client@demo.test', 'acme.localhost', 'Somebody else 99', '127.0.5.2')).status).toBe(401);
    expect((await signIn('client@demo.test', 'acme.localhost')).status).toBe(200);
  });

  it.each([
    ['an invalid phone number', { phonenum: '12' }, 'phonenum', 'Please enter valid phone number'],
    ['a client on the platform’s domain', { domainName: 'localhost' }, 'userType', 'Clients sign up on their agency’s site.'],
    ['an agency on an agency’s domain', { userType: 'userdownline' }, 'userType', 'Agencies sign up on the platform’s own site.'],
    ['an unknown domain', { domainName: 'nowhere.localhost' }, 'domainName', 'This domain is not registered on the platform.'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    ['an e-mail over 70 characters', { email: `${'a'.repeat(62)}@test.com` }, 'email', 'Use at most 70 characters'],
    ['a short password', { password: 'short' }, 'password', 'Use at least 12 characters.'],
    ['a missing company name', { companyname: '' }, 'companyname', 'Company name is required'],
  ])('%s is refused in the errors field and creates nothing', async (_name, over, field, message) => {
    const body = base(over);
    const res = await api<{ errors: Record<string, string[]> }>('/api/register', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    if (typeof body.email === 'string' && body.email.includes('@example.test')) {
      expect((await signIn(body.email.toLowerCase(), 'acme.localhost', String(body.password), '127.0.5.3')).status).toBe(401);
    }
  });
});

/** The companies directly under a parent as stored, and the counter its lists show as the total. */
async function childrenOf(rootId: string, parentId: string) {
  const [children, parent] = await Promise.all([
    db().entities.company.query.byParent({ rootId, parentId }).go({ pages: 'all' }),
    db().entities.company.get({ rootId, companyId: parentId }).go(),
  ]);
  return { children: children.data, count: parent.data?.childCount ?? 0 };
}

describe('registration holds against a burst of the same sign-up', () => {
  it('50 parallel client sign-ups with one e-mail: exactly one company, with its owner, and the agency counts it once', async () => {
    const acme = await session(...DEMO.agency);
    const root = (await api<{ company_root_id: string }>('/api/user', { token: acme.access_token })).body.company_root_id;
    const before = await childrenOf(root, acme.companyId);
    const name = `Burst Bakery ${Date.now()}`;
    const body = base({ companyname: name });
    const answers = await Promise.all(Array.from({ length: 50 }, () => api('/api/register', { body })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const after = await childrenOf(root, acme.companyId);
    const created = after.children.filter((c) => c.name === name);
    expect(created).toHaveLength(1);
    expect(created[0]?.ownerEmail).toBe(String(body.email).toLowerCase());
    expect(after.count).toBe(before.count + 1);
    expect(after.count).toBe(after.children.length);
    expect((await signIn(String(body.email).toLowerCase(), 'acme.localhost', 'Correct horse 42', '127.0.5.4')).status).toBe(200);
  });

  it('50 parallel agency sign-ups with one e-mail: exactly one agency with its owner and subdomain, the platform counts it once', async () => {
    const rootSession = await session(...DEMO.root);
    const root = rootSession.companyId;
    const before = await childrenOf(root, root);
    const name = `Burst Media ${Date.now()}`;
    const body = base({ companyname: name, userType: 'userdownline', domainName: 'localhost' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => api('/api/register', { body })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const after = await childrenOf(root, root);
    const created = after.children.filter((c) => c.name === name);
    expect(created).toHaveLength(1);
    expect(created[0]?.ownerEmail).toBe(String(body.email).toLowerCase());
    expect(after.count).toBe(before.count + 1);
    expect(after.count).toBe(after.children.length);
    const sub = name.toLowerCase().replace(/ /g, '-');
    expect((await api(`/api/domain-info?domainorsub=${sub}.localhost`)).status).toBe(200);
    expect((await api(`/api/domain-info?domainorsub=${sub}-2.localhost`)).status).toBe(404);
  });
});
