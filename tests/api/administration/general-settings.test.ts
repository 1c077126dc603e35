import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, lastMailTo, session, signIn } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let owner = { token: '', companyId: '', userId: '', host: '' };

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  const sub = `gs${Date.now().toString(36)}`;
  const email = `${sub}@agency.test`;
  const created = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
    token: s.root.access_token,
    body: { companyID: s.root.companyId, company_name: `Settings ${sub}`, name: 'Sue Settings', email, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  const mail = await lastMailTo(email);
  const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?email=/.exec(mail.text)?.[1] ?? '');
  await api('/api/reset-password', { body: { token, email, password: 'Settings passphrase 1', password_confirmation: 'Settings passphrase 1' } });
  const signed = await signIn(email, `${sub}.localhost`, 'Settings passphrase 1');
  const me = await api<{ id: string }>('/api/user', { token: signed.body.access_token });
  owner = { token: signed.body.access_token, companyId: created.body.data[0]?.id ?? '', userId: me.body.id, host: `${sub}.localhost` };
});

const put = (token: string, companyId: string, body: unknown) => api<{ message: string; errors?: Record<string, string[]> }>(`/api/configuration/setting/${companyId}`, { method: 'PUT', token, body });

describe('General Settings: branding, time zone and embedded code', () => {
  it('the agency changes its colours and font; its domain shows them at once', async () => {
    const res = await put(owner.token, owner.companyId, { branding: { box_bgcolor: '#112233', link_color: '#445566', font_theme: 'Lato' }, timezone: 'America/New_York' });
    expect(res.body).toEqual({ result: 'success', message: 'Your settings have been saved.' });
    const info = await api<{ branding: Record<string, string>; timezone: string }>(`/api/domain-info?domainorsub=${owner.host}`);
    expect(info.body.branding).toMatchObject({ box_bgcolor: '#112233', link_color: '#445566', font_theme: 'Lato' });
    expect(info.body.timezone).toBe('America/New_York');
  });

  it.each([
    ['a colour that is not #rrggbb', { branding: { box_bgcolor: 'red' } }, 'branding.box_bgcolor'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a logo that is not an https URL or an image', { branding: { logo: 'javascript:alert(1)' } }, 'branding.logo'],
  ])('%s is refused and nothing changes', async (_name, body, field) => {
    const before = await api(`/api/configuration/setting/${owner.companyId}`, { token: owner.token });
    const res = await put(owner.token, owner.companyId, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
    expect((await api(`/api/configuration/setting/${owner.companyId}`, { token: owner.token })).body).toEqual(before.body);
  });

  it('embedded code shows on the agency’s domain; removing it takes it away', async () => {
    await put(owner.token, owner.companyId, { embedded: { placeEmbedded: 'footer', embeddedcode: '<script>window.chat=1</script>' } });
    expect((await api(`/api/domain-info?domainorsub=${owner.host}`)).body).toMatchObject({ embedded_code: { placeEmbedded: 'footer', embeddedcode: '<script>window.chat=1</script>' } });
    await put(owner.token, owner.companyId, { embedded: null });
    expect((await api(`/api/domain-info?domainorsub=${owner.host}`)).body).toMatchObject({ embedded_code: null });
  });
});

describe('colours and custom SMTP go back to the defaults', () => {
  it('a colour sent as null is forgotten: the domain shows the platform’s default again, the other colours stay', async () => {
    await put(owner.token, owner.companyId, { branding: { box_bgcolor: '#abcdef', text_color: '#123456' } });
    const res = await put(owner.token, owner.companyId, { branding: { box_bgcolor: null } });
    expect(res.status).toBe(200);
    const read = await api<{ branding: Record<string, unknown> }>(`/api/configuration/setting/${owner.companyId}`, { token: owner.token });
    expect(read.body.branding).toMatchObject({ box_bgcolor: null, text_color: '#123456' });
  });

  it('custom SMTP sent as null is forgotten, password included, and mail goes through the platform again', async () => {
    await put(owner.token, owner.companyId, { smtp: { enabled: true, host: 'smtp.example.test', port: 587, username: 'mailer', password: 'forget-me', from_email: 'hello@settings-agency.test' } });
    expect((await put(owner.token, owner.companyId, { smtp: null })).status).toBe(200);
    const read = await api<{ smtp: Record<string, unknown> }>(`/api/configuration/setting/${owner.companyId}`, { token: owner.token });
    expect(read.body.smtp).toEqual({ enabled: false, host: null, port: null, username: null, has_password: false, from_email: null, from_name: null });
  });
});

describe('custom SMTP with a test e-mail', () => {
  it('sends through the agency’s own SMTP server; the password is never sent back', async () => {
    const env = inject('platformEnv');
    await put(owner.token, owner.companyId, { smtp: { enabled: true, host: env.SMTP_HOST, port: Number(env.SMTP_PORT), username: 'mailer', password: 's3cret-pass', from_email: 'hello@settings-agency.test', from_name: 'Settings Agency' } });
    const read = await api<{ smtp: Record<string, unknown> }>(`/api/configuration/setting/${owner.companyId}`, { token: owner.token });
    expect(read.body.smtp).toMatchObject({ enabled: true, host: env.SMTP_HOST, has_password: true });
    expect(JSON.stringify(read.body)).not.toContain('s3cret-pass');
    const to = `smtp-test-${Date.now()}@example.test`;
    const res = await api('/api/configuration/setting/' + owner.companyId + '/test-email', { token: owner.token, body: { to } });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ result: 'success', via: 'custom' });
    const mail = await lastMailTo(to);
    expect(mail.subject).toMatch(/^Test e-mail from Settings /);
  });

  it('an unreachable SMTP server gives a clear error', async () => {
    // 2525 is an SMTP port nothing listens on here (ports other than SMTP's are refused when saved).
    await put(owner.token, owner.companyId, { smtp: { enabled: true, host: '127.0.0.1', port: 2525, from_email: 'x@settings-agency.test' } });
    const res = await api<{ message: string }>(`/api/configuration/setting/${owner.companyId}/test-email`, { token: owner.token, body: { to: 'x@example.test' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^The SMTP server did not accept the e-mail/);
    await put(owner.token, owner.companyId, { smtp: { enabled: false } });
  });
});

describe('root settings: minimum spend and agency onboarding', () => {
  it('root sets them and every setup check reports them', async () => {
    const res = await put(s.root.access_token, s.root.companyId, { minspend_setting: { status: 'T', first_month: '0', second_month: '250', monthly: '500.50' }, onboarding: { agency_onboarding_status: 'T', agency_onboarding_price: '99', agency_enable_coupon: 'T' } });
    expect(res.status).toBe(200);
    const check = await api<Record<string, unknown>>(`/api/user/checksetupcomplete/${owner.userId}`, { token: owner.token });
    expect(check.body).toMatchObject({ minspend_setting: { status: 'T', first_month: 0, second_month: 250, monthly: 500.5 }, agency_onboarding_status: 'T', agency_onboarding_price: 99, agency_enable_coupon: 'T' });
  });

  it('an agency may not set them', async () => {
    const res = await put(owner.token, owner.companyId, { minspend_setting: { status: 'T', first_month: '1', second_month: '1', monthly: '1' } });
    expect(res.status).toBe(422);
  });
});

describe('who may open General Settings', () => {
  it.each(['sales', 'client'] as const)('%s gets 404', async (who) => {
    expect((await api(`/api/configuration/setting/${s[who].companyId}`, { token: s[who].access_token })).status).toBe(404);
  });
  it('only a company’s own settings', async () => {
    expect((await api(`/api/configuration/setting/${s.agency.companyId}`, { token: owner.token })).status).toBe(404);
    expect((await api(`/api/configuration/setting/${owner.companyId}`, { token: s.globex.access_token })).status).toBe(404);
    expect((await put(s.globex.access_token, owner.companyId, { timezone: 'UTC' })).status).toBe(404);
  });
});
