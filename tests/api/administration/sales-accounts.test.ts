import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, lastMailTo, session, signIn } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
type Row = { id: string; name: string; email: string; phonenum: string | null; isAccExecutive: 'T' | 'F'; status: string; assigned_companies: number };
let n = 0;
const email = () => `sales-${Date.now().toString(36)}${(n += 1)}@platform.test`;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const list = async () => (await api<{ data: Row[] }>(`/api/configuration/sales-accounts/${s.root.companyId}`, { token: s.root.access_token })).body.data;
const add = (token: string, body: Record<string, unknown>) => api<{ id: string; message: string; errors?: Record<string, string[]> }>('/api/configuration/sales-accounts', { token, body: { companyID: s.root.companyId, ...body } });

describe('Sales Account List', () => {
  it('lists the platform’s sales people with how many agencies name them', async () => {
    const rows = await list();
    expect(rows.find((r) => r.email === 'sales@demo.test')).toMatchObject({ status: 'active' });
  });

  it('root adds a sales person who is invited and signs in as sales, then edits and deletes them', async () => {
    const address = email();
    const added = await add(s.root.access_token, { name: 'Sam Seller', email: address, phonenum: '2015550123', phone_country_code: 'US', isAccExecutive: 'F' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Data has been added successfully');
    expect((await list()).find((r) => r.id === added.body.id)).toMatchObject({ name: 'Sam Seller', phonenum: '+12015550123', isAccExecutive: 'F', assigned_companies: 0 });

    const mail = await lastMailTo(address);
    const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?email=/.exec(mail.text)?.[1] ?? '');
    expect((await api('/api/reset-password', { body: { token, email: address, password: 'Seller passphrase 1', password_confirmation: 'Seller passphrase 1' } })).status).toBe(200);
    const signed = await signIn(address, 'localhost', 'Seller passphrase 1');
    expect(signed.status).toBe(200);
    const me = await api<{ user_type: string }>('/api/user', { token: signed.body.access_token });
    expect(me.body.user_type).toBe('sales');

    const upd = await api(`/api/configuration/sales-accounts/${added.body.id}`, { method: 'PUT', token: s.root.access_token, body: { name: 'Sam Senior', isAccExecutive: 'T' } });
    expect(upd.body).toEqual({ result: 'success', message: 'Data has been updated successfully' });
    expect((await list()).find((r) => r.id === added.body.id)).toMatchObject({ name: 'Sam Senior', isAccExecutive: 'T' });
    // The new account executive is offered by Set Sales Person.
    const offered = await api<{ params: { id: string; isAccExecutive: string }[] }>('/api/configuration/sales/list', { token: s.root.access_token });
    expect(offered.body.params).toContainEqual({ id: added.body.id, name: 'Sam Senior', isAccExecutive: 'T' });

    const del = await api(`/api/configuration/sales-accounts/${s.root.companyId}/${added.body.id}`, { method: 'DELETE', token: s.root.access_token });
    expect(del.body).toEqual({ result: 'success', message: 'Deleted!' });
    expect((await list()).some((r) => r.id === added.body.id)).toBe(false);
    expect((await signIn(address, 'localhost', 'Seller passphrase 1')).status).not.toBe(200);
  });

  it.each([
    ['a bad e-mail', { name: 'X', email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    ['no name', { name: '', email: 'x@x.test' }, 'name', 'Full Name is required'],
    ['an invalid phone', { name: 'X', email: 'y@x.test', phonenum: '123' }, 'phonenum', 'Please enter valid phone number'],
    ['an e-mail already registered', { name: 'X', email: 'agency@demo.test' }, 'email', 'This e-mail is already registered.'],
  ])('%s is refused with the field message and nobody is added', async (_name, body, field, message) => {
    const before = (await list()).length;
    const res = await add(s.root.access_token, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toContain(message);
    expect((await list()).length).toBe(before);
  });

  it('a sales person still assigned to an agency cannot be deleted or lose the account-executive flag while they are its AE', async () => {
    // A new agency of its own: the demo's Acme keeps its account executive for the other tests.
    const sub = `salesag${Date.now().toString(36)}`;
    const agency = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
      token: s.root.access_token,
      body: { companyID: s.root.companyId, company_name: `Agency ${sub}`, name: 'Owner', email: `${sub}@agency.test`, phonenum: '2015550123', phone_country_code: 'US', subdomain: sub, payment_terms: ['Weekly'] },
    });
    const agencyId = agency.body.data[0]?.id ?? '';
    const added = await add(s.root.access_token, { name: 'Ann Assigned', email: email(), isAccExecutive: 'T' });
    const set = await api('/api/configuration/sales', { method: 'PUT', token: s.root.access_token, body: { companyID: agencyId, salesAE: added.body.id } });
    expect(set.status).toBe(200);
    try {
      expect((await list()).find((r) => r.id === added.body.id)?.assigned_companies).toBe(1);
      const del = await api<{ message: string }>(`/api/configuration/sales-accounts/${s.root.companyId}/${added.body.id}`, { method: 'DELETE', token: s.root.access_token });
      expect(del.status).toBe(409);
      expect(del.body.message).toBe('Ann Assigned is still assigned to 1 agency; set another sales person there first.');
      const flag = await api<{ errors: Record<string, string[]> }>(`/api/configuration/sales-accounts/${added.body.id}`, { method: 'PUT', token: s.root.access_token, body: { name: 'Ann Assigned', isAccExecutive: 'F' } });
      expect(flag.status).toBe(422);
      expect(flag.body.errors.isAccExecutive?.[0]).toContain('account executive of 1 agency');
      expect((await list()).some((r) => r.id === added.body.id)).toBe(true);
    } finally {
      await api('/api/configuration/sales', { method: 'PUT', token: s.root.access_token, body: { companyID: agencyId, salesAE: null } });
    }
    expect((await api(`/api/configuration/sales-accounts/${s.root.companyId}/${added.body.id}`, { method: 'DELETE', token: s.root.access_token })).status).toBe(200);
  });

  it.each(['agency', 'admin', 'client', 'globex', 'client2'] as const)('%s cannot open the list or add to it (404)', async (who) => {
    expect((await api(`/api/configuration/sales-accounts/${s.root.companyId}`, { token: s[who].access_token })).status).toBe(404);
    expect((await api(`/api/configuration/sales-accounts/${s[who].companyId}`, { token: s[who].access_token })).status).toBe(404);
    expect((await add(s[who].access_token, { name: 'X', email: email() })).status).toBe(404);
  });

  it('sales cannot manage sales accounts', async () => {
    expect((await api(`/api/configuration/sales-accounts/${s.root.companyId}`, { token: s.sales.access_token })).status).toBe(404);
  });

  it('an id that is not a sales person of this platform is not found', async () => {
    const res = await api(`/api/configuration/sales-accounts/${s.agency.userId}`, { method: 'PUT', token: s.root.access_token, body: { name: 'X', isAccExecutive: 'F' } });
    expect(res.status).toBe(404);
    expect((await api(`/api/configuration/sales-accounts/${s.root.companyId}/${s.globex.userId}`, { method: 'DELETE', token: s.root.access_token })).status).toBe(404);
  });
});
