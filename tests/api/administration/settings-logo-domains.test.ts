import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, lastMailTo, session, signIn } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let owner = { token: '', companyId: '', sub: '' };
const base = () => `http://127.0.0.1:${inject('platformEnv').PUBLIC_PORT}`;

/** A fresh agency whose owner has signed in: these tests change its logo and its addresses. */
async function freshAgency() {
  const sub = `lg${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${sub}@agency.test`;
  const created = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
    token: s.root.access_token,
    body: { companyID: s.root.companyId, company_name: `Logo ${sub}`, name: 'Lou Logo', email, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  const mail = await lastMailTo(email);
  const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?email=/.exec(mail.text)?.[1] ?? '');
  await api('/api/reset-password', { body: { token, email, password: 'Logo passphrase 1', password_confirmation: 'Logo passphrase 1' } });
  const signed = await signIn(email, `${sub}.localhost`, 'Logo passphrase 1');
  return { token: signed.body.access_token, companyId: created.body.data[0]?.id ?? '', sub };
}

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  owner = await freshAgency();
});

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Target = { upload_url: string; key: string; headers: Record<string, string>; expires_in: number };
const ask = (token: string, companyId: string, body: unknown) => api<Target & { errors?: Record<string, string[]> }>(`/api/configuration/setting/${companyId}/logo-upload`, { token, body });
const put = (token: string, companyId: string, body: unknown) => api<{ message: string; errors?: Record<string, string[]> }>(`/api/configuration/setting/${companyId}`, { method: 'PUT', token, body });
const upload = (t: Target, bytes: Buffer) => fetch(t.upload_url, { method: 'PUT', headers: t.headers, body: new Uint8Array(bytes) });
const settings = async (token: string, companyId: string) => (await api<{ branding: { logo: string | null }; subdomain: string; domain: string | null; platform_domain: string }>(`/api/configuration/setting/${companyId}`, { token })).body;

describe('logo upload to the bucket through a presigned URL', () => {
  it('the agency uploads a PNG, saves it, and its domain and the logo route serve it', async () => {
    const target = await ask(owner.token, owner.companyId, { content_type: 'image/png', size: PNG.length });
    expect(target.status).toBe(200);
    expect(target.body.key).toMatch(new RegExp(`^logos/${owner.companyId}/[A-Za-z0-9_-]+\\.png$`));
    expect((await upload(target.body, PNG)).ok).toBe(true);
    expect((await put(owner.token, owner.companyId, { branding: { logo_key: target.body.key } })).status).toBe(200);

    const logo = (await settings(owner.token, owner.companyId)).branding.logo ?? '';
    expect(logo).toMatch(new RegExp(`^/api/branding/logo/${owner.companyId}/[A-Za-z0-9_-]+\\.png$`));
    const info = await api<{ branding: { logo: string } }>(`/api/domain-info?domainorsub=${owner.sub}.localhost`);
    expect(info.body.branding.logo).toBe(logo);
    const served = await fetch(`${base()}${logo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['an SVG (it can carry script)', { content_type: 'image/svg+xml', size: 100 }, 'content_type'],
    ['a file over 1 MB', { content_type: 'image/png', size: 1_000_001 }, 'size'],
    ['an empty file', { content_type: 'image/png', size: 0 }, 'size'],
  ])('%s is refused before any upload', async (_name, body, field) => {
    const res = await ask(owner.token, owner.companyId, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('a key nothing was uploaded to, or another company’s key, is refused and the logo stays', async () => {
    const before = (await settings(owner.token, owner.companyId)).branding.logo;
    const target = await ask(owner.token, owner.companyId, { content_type: 'image/png', size: PNG.length });
    const notUploaded = await put(owner.token, owner.companyId, { branding: { logo_key: target.body.key, box_bgcolor: '#000000' } });
    expect(notUploaded.status).toBe(422);
    expect(notUploaded.body.errors).toHaveProperty('logo');
    const acme = await ask(s.agency.access_token, s.agency.companyId, { content_type: 'image/png', size: PNG.length });
    await upload(acme.body, PNG);
    const foreign = await put(owner.token, owner.companyId, { branding: { logo_key: acme.body.key } });
    expect(foreign.status).toBe(422);
    expect((await settings(owner.token, owner.companyId)).branding.logo).toBe(before);
  });

  it('an upload that does not match the signed type is refused by the bucket or by the save', async () => {
    const target = await ask(owner.token, owner.companyId, { content_type: 'image/png', size: PNG.length });
    // Whether the bucket refuses the PUT (S3 checks the signed type) or stores it (s3rver may not),
    // saving that key is refused: nothing of another type becomes the logo.
    await fetch(target.body.upload_url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: new Uint8Array(PNG) });
    const before = (await settings(owner.token, owner.companyId)).branding.logo;
    expect((await put(owner.token, owner.companyId, { branding: { logo_key: target.body.key } })).status).toBe(422);
    expect((await settings(owner.token, owner.companyId)).branding.logo).toBe(before);
  });

  it.each(['globex', 'client', 'sales'] as const)('%s cannot ask to upload a logo for Acme', async (who) => {
    expect((await ask(s[who].access_token, s.agency.companyId, { content_type: 'image/png', size: 10 })).status).toBe(404);
  });

  it('an unknown logo is a 404, and odd file names are refused', async () => {
    expect((await fetch(`${base()}/api/branding/logo/${owner.companyId}/nothing.png`)).status).toBe(404);
    expect((await fetch(`${base()}/api/branding/logo/${owner.companyId}/..%2F..%2Fsecret.png`)).status).toBe(404);
  });
});

describe('an agency moves its own subdomain and custom domain', () => {
  it('claims the new names, releases the old ones, and signs in on the new address', async () => {
    const agency = await freshAgency();
    const next = `${agency.sub}n`;
    const res = await put(agency.token, agency.companyId, { domains: { subdomain: next, domain: `${next}.example.com` } });
    expect(res.status).toBe(200);
    expect(await settings(agency.token, agency.companyId)).toMatchObject({ subdomain: next, domain: `${next}.example.com`, platform_domain: 'localhost' });
    expect((await api(`/api/domain-info?domainorsub=${next}.localhost`)).status).toBe(200);
    expect((await api(`/api/domain-info?domainorsub=${next}.example.com`)).status).toBe(200);
    expect((await api(`/api/domain-info?domainorsub=${agency.sub}.localhost`)).status).toBe(404);
    // '' takes the custom domain away again.
    expect((await put(agency.token, agency.companyId, { domains: { subdomain: next, domain: '' } })).status).toBe(200);
    expect((await settings(agency.token, agency.companyId)).domain).toBeNull();
    expect((await api(`/api/domain-info?domainorsub=${next}.example.com`)).status).toBe(404);
  });

  it('a name already taken is refused with the field and nothing changes', async () => {
    const agency = await freshAgency();
    const res = await put(agency.token, agency.companyId, { domains: { subdomain: 'acme', domain: '' }, branding: { box_bgcolor: '#123456' } });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ subdomain: ['This subdomain is already taken.'] });
    expect((await settings(agency.token, agency.companyId)).subdomain).toBe(agency.sub);
    expect((await api(`/api/domain-info?domainorsub=${agency.sub}.localhost`)).status).toBe(200);
  });

  it('another tenant’s address as a custom domain is refused as taken, and that address still shows its owner', async () => {
    const agency = await freshAgency();
    const res = await put(agency.token, agency.companyId, { domains: { subdomain: agency.sub, domain: 'acme.localhost' } });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ domain: ['This domain is already taken.'] });
    expect((await settings(agency.token, agency.companyId)).domain).toBeNull();
    expect((await api<{ idsys: string }>('/api/domain-info?domainorsub=acme.localhost')).body.idsys).toBe(s.agency.companyId);
  });

  it('a free address under the platform’s domain as a custom domain shows this agency there and is then taken', async () => {
    const agency = await freshAgency();
    const other = await freshAgency();
    const host = `${agency.sub}x.localhost`;
    expect((await put(agency.token, agency.companyId, { domains: { subdomain: agency.sub, domain: host } })).status).toBe(200);
    expect((await api<{ idsys: string }>(`/api/domain-info?domainorsub=${host}`)).body.idsys).toBe(agency.companyId);
    const taken = await put(other.token, other.companyId, { domains: { subdomain: `${agency.sub}x`, domain: '' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ subdomain: ['This subdomain is already taken.'] });
  });

  it('a badly formed subdomain is refused', async () => {
    const res = await put(owner.token, owner.companyId, { domains: { subdomain: '-bad-', domain: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['domains.subdomain']);
  });

  it('the platform’s own host is not the root’s to change here', async () => {
    const res = await put(s.root.access_token, s.root.companyId, { domains: { subdomain: 'root', domain: '' } });
    expect(res.status).toBe(422);
  });
});
