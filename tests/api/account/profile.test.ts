import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, newClient, session, signIn } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
type UserData = { id: string; name: string; email: string; phonenum: string | null; address: string | null; city: string | null; zip: string | null; country_code: string | null; state_code: string | null; company_name: string; profile_pict: string | null };
type Saved = { result: string; message: string; user: UserData; errors?: Record<string, string[]> };
const s = {} as Record<keyof typeof DEMO, S>;
const base = () => inject('apiUrl');

const person = { name: 'Pat Profile', phonenum: '2015550199', phone_country_code: 'US' };
const business = { address: '1 Main St', city: 'Springfield', zip: '62701', country_code: 'US', state_code: 'IL' };

/** A fresh client of Acme, signed in, so a test may change its profile freely. */
async function freshClient(prefix: string) {
  const c = await newClient(prefix);
  const signed = await signIn(c.email, c.domain, c.password);
  const me = await api<UserData & { company_id: string }>('/api/user', { token: signed.body.access_token });
  return { token: signed.body.access_token, email: c.email, password: c.password, userId: me.body.id, companyName: me.body.company_name };
}

const update = (token: string, body: unknown) => api<Saved>('/api/user/update', { token, body });
/** The spec's multipart form post. */
async function updateForm(token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${base()}/api/user/update`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Saved };
}

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

describe('Profile: a user saves their own profile (POST /user/update)', () => {
  it('sent as multipart form fields, both steps at once, and GET /user/{userId} reflects it', async () => {
    const me = await freshClient('prof');
    const email = `renamed-${Date.now()}@example.test`;
    const res = await updateForm(me.token, { ...person, email: email.toUpperCase(), company_name: me.companyName, ...business });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile has been updated.');
    const read = await api<UserData>(`/api/user/${me.userId}`, { token: me.token });
    expect(read.body).toMatchObject({ name: 'Pat Profile', email, phonenum: '+12015550199', address: '1 Main St', city: 'Springfield', zip: '62701', country_code: 'US', state_code: 'IL' });
    // The e-mail moved: the new one signs in, the old one no longer does.
    expect((await signIn(email, 'acme.localhost', me.password)).status).toBe(200);
    expect((await signIn(me.email, 'acme.localhost', me.password)).status).toBe(401);
  });

  it('step 1 saves the person and leaves the address; step 2 the address and leaves the person', async () => {
    const me = await freshClient('steps');
    expect((await update(me.token, { step: '1', ...person, email: me.email })).status).toBe(200);
    let read = (await api<UserData>(`/api/user/${me.userId}`, { token: me.token })).body;
    expect(read).toMatchObject({ name: 'Pat Profile', address: null });
    expect((await update(me.token, { step: '2', company_name: me.companyName, ...business })).status).toBe(200);
    read = (await api<UserData>(`/api/user/${me.userId}`, { token: me.token })).body;
    expect(read).toMatchObject({ name: 'Pat Profile', address: '1 Main St', zip: '62701' });
  });

  it('the owner renames the company, and the company list shows the new name', async () => {
    const me = await freshClient('rename');
    const name = `Renamed Co ${Date.now()}`;
    expect((await update(me.token, { step: '2', company_name: name, ...business })).status).toBe(200);
    const read = (await api<UserData>(`/api/user/${me.userId}`, { token: me.token })).body;
    expect(read.company_name).toBe(name);
  });

  it('an administrator may not rename the agency (field error), and nothing changes', async () => {
    const before = (await api<UserData>(`/api/user/${s.admin.userId}`, { token: s.admin.access_token })).body;
    const res = await update(s.admin.access_token, { step: '2', company_name: 'Hijacked', ...business });
    expect(res.status).toBe(422);
    expect(res.body.errors?.company_name).toEqual(['Only the account owner can change the company name.']);
    const after = (await api<UserData>(`/api/user/${s.admin.userId}`, { token: s.admin.access_token })).body;
    expect(after).toEqual(before);
  });

  it.each([
    ['a blank name', { name: '' }, 'name', 'Full name is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    ['a phone not valid for its country', { phonenum: '123' }, 'phonenum', 'Please enter valid phone number'],
    ['no country for the phone', { phone_country_code: '' }, 'phone_country_code', 'Choose country'],
  ])('refuses %s with its field message and changes nothing', async (_what, bad, field, message) => {
    const me = await freshClient('bad');
    const res = await update(me.token, { step: '1', ...person, email: me.email, ...bad });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect((await api<UserData>(`/api/user/${me.userId}`, { token: me.token })).body.name).toBe('bad Person');
  });

  it('refuses another user\'s e-mail with 409 on the field and changes nothing', async () => {
    const me = await freshClient('taken');
    const res = await update(me.token, { step: '1', ...person, email: DEMO.agency[0] });
    expect(res.status).toBe(409);
    expect(res.body.errors?.email).toEqual(['This e-mail is already registered.']);
    const read = (await api<UserData>(`/api/user/${me.userId}`, { token: me.token })).body;
    expect(read).toMatchObject({ email: me.email, name: 'taken Person' });
  });

  it('refuses a file in the form: pictures go through the upload address', async () => {
    const form = new FormData();
    form.append('name', 'X');
    form.append('picture', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'p.png');
    const res = await fetch(`${base()}/api/user/update`, { method: 'POST', headers: { authorization: `Bearer ${s.client.access_token}` }, body: form });
    expect(res.status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await update('', { step: '1', ...person, email: 'x@example.test' })).status).toBe(401);
  });

  it.each(['root', 'agency', 'admin', 'sales', 'client', 'globex', 'client2'] as const)('%s saves their own step 1 and reads it back', async (who) => {
    const mine = (await api<UserData>(`/api/user/${s[who].userId}`, { token: s[who].access_token })).body;
    const phone = mine.phonenum ?? '+12015550123';
    const res = await update(s[who].access_token, { step: '1', name: mine.name, email: mine.email, phonenum: phone, phone_country_code: 'US' });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(s[who].userId);
    expect(res.body.user.email).toBe(mine.email);
  });
});

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
type Target = { upload_url: string; key: string; headers: Record<string, string> };

describe('Profile picture: uploaded straight to storage, then saved by key', () => {
  it('the user uploads a PNG, saves it, and the picture route serves it', async () => {
    const me = await freshClient('pict');
    const target = await api<Target>('/api/user/profile-picture-upload', { token: me.token, body: { content_type: 'image/png', size: PNG.length } });
    expect(target.status).toBe(200);
    expect(target.body.key).toMatch(new RegExp(`^pictures/${me.userId}/[A-Za-z0-9_-]+\\.png$`));
    expect((await fetch(target.body.upload_url, { method: 'PUT', headers: target.body.headers, body: new Uint8Array(PNG) })).ok).toBe(true);
    const saved = await update(me.token, { step: '1', ...person, email: me.email, profile_pict_key: target.body.key });
    expect(saved.status).toBe(200);
    expect(saved.body.user.profile_pict).toMatch(new RegExp(`^/api/user/picture/${me.userId}/[A-Za-z0-9_-]+\\.png$`));
    const served = await fetch(`${base()}${saved.body.user.profile_pict ?? ''}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const removed = await update(me.token, { step: '1', ...person, email: me.email, remove_profile_pict: 'T' });
    expect(removed.body.user.profile_pict).toBeNull();
  });

  it('refuses a key outside the user\'s own folder, or one where nothing was uploaded', async () => {
    const me = await freshClient('pictbad');
    const other = await api<Target>('/api/user/profile-picture-upload', { token: s.client.access_token, body: { content_type: 'image/png', size: PNG.length } });
    await fetch(other.body.upload_url, { method: 'PUT', headers: other.body.headers, body: new Uint8Array(PNG) });
    for (const key of [other.body.key, `pictures/${me.userId}/nothing.png`]) {
      const res = await update(me.token, { step: '1', ...person, email: me.email, profile_pict_key: key });
      expect(res.status).toBe(422);
      expect(res.body.errors?.profile_pict?.[0]).toMatch(/Upload the picture again/);
    }
    expect((await api<UserData>(`/api/user/${me.userId}`, { token: me.token })).body.profile_pict).toBeNull();
  });

  it.each([
    ['an SVG', { content_type: 'image/svg+xml', size: 100 }, 'content_type'],
    ['a file over 1 MB', { content_type: 'image/png', size: 1_000_001 }, 'size'],
  ])('refuses to offer an upload for %s', async (_what, body, field) => {
    const res = await api<{ errors?: Record<string, string[]> }>('/api/user/profile-picture-upload', { token: s.client.access_token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toBeDefined();
  });
});
