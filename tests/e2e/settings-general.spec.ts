import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { SMTPServer } from 'smtp-server';
import { expectSignedIn, fillSignIn, waitForMail } from '../support/e2e-accounts';
import { at, DEMO_PASSWORD, demoUser, sidebar, signIn } from '../support/e2e-demo';
import { seriousViolations } from '../support/e2e-axe';

/**
 * General Settings in the browser: what crosses pages or needs the real platform (the frame taking
 * the new brand, a logo stored and shown, embedded code running, mail through the agency's server,
 * the guide's accessibility). A section's own rules (a colour's format, a taken subdomain beside its
 * field, Save disabled without the permission, the time zone, the root's minimum spend, each step of
 * the set-up guide and when it opens by itself) are component tests beside the page
 * (packages/web/src/features/settings/routes/GeneralSettingsPage.test.tsx). Every test that changes settings works on an agency of its own,
 * created through the API and signed in as one of its administrators (staff need no card of their
 * own, so they reach the page at once), so the demo agencies other specs read keep their brand.
 */

const SAVED = 'Your settings have been saved.';
let n = 0;
const uniq = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(n += 1)}`;

type Headers = { authorization: string };

async function apiLogin(request: APIRequestContext, username: string, password: string, domainName: string): Promise<Headers> {
  const res = await request.post(at('localhost', '/api/login'), { data: { username, password, domainName } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/** Follows an invitation's link the way the set-new-password page does. */
async function acceptInvitation(request: APIRequestContext, email: string, password: string) {
  const mail = await waitForMail(request, email, /^You are invited to /);
  const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?email=/.exec(mail.text)?.[1] ?? '');
  const res = await request.post(at('localhost', '/api/reset-password'), { data: { token, email, password, password_confirmation: password } });
  expect(res.status(), await res.text()).toBe(200);
}

interface Agency {
  sub: string;
  host: string;
  name: string;
  companyId: string;
  owner: Headers;
}

/** A new agency under the demo platform, added by the root; its owner accepts the invitation. */
async function freshAgency(request: APIRequestContext): Promise<Agency> {
  const root = await apiLogin(request, 'root@demo.test', DEMO_PASSWORD, 'localhost');
  const rootCompany = ((await (await request.get(at('localhost', '/api/user'), { headers: root })).json()) as { company_id: string }).company_id;
  const sub = `gs${uniq()}`;
  const name = `Settings ${sub}`;
  const email = `${sub}@agency.test`;
  const created = await request.post(at('localhost', '/api/configuration/user/create'), {
    headers: root,
    data: { companyID: rootCompany, company_name: name, name: 'Olive Owner', email, phonenum: '2015550123', phone_country_code: 'US', subdomain: sub, payment_terms: ['Weekly'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const companyId = ((await created.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
  await acceptInvitation(request, email, 'Owner passphrase 42');
  const owner = await apiLogin(request, email, 'Owner passphrase 42', `${sub}.localhost`);
  return { sub, host: `${sub}.localhost`, name, companyId, owner };
}

/** One of the agency's administrators, invited by its owner, signed in in the browser on the agency's host. */
async function signInStaff(page: Page, request: APIRequestContext, agency: Agency, roleID?: string) {
  const account = { email: `staff-${uniq()}@agency.test`, name: 'Stella Staff', password: 'Staff passphrase 42', host: agency.host };
  const added = await request.post(at('localhost', '/api/configuration/administrators'), {
    headers: agency.owner,
    data: { companyID: agency.companyId, name: account.name, email: account.email, ...(roleID ? { roleID } : {}) },
  });
  expect(added.status(), await added.text()).toBe(200);
  await acceptInvitation(request, account.email, account.password);
  await fillSignIn(page, account);
  await expectSignedIn(page, account);
  // The agency has no card yet: the shell's persistent payment notice sits top right, over the
  // dialog's close button, so it is closed as a user would.
  const notice = page.getByRole('alert').filter({ hasText: 'Complete your payment setup first' });
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
  return account;
}

const guide = (page: Page) => page.getByRole('dialog', { name: 'Set-up guide' });
const section = (page: Page, name: string) => page.getByRole('form', { name });

/** A new agency's staff land on General Settings, where the set-up guide opens by itself; these tests close it. */
async function openSettingsPastGuide(page: Page, agency: Agency) {
  await expect(page).toHaveURL(at(agency.host, '/configuration/general-setting'));
  await guide(page).getByRole('button', { name: 'Close' }).click();
  await expect(guide(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'General Settings', level: 1 })).toBeVisible();
}

const backgroundOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

async function chooseFrom(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A real PNG image of one colour, made here so the test needs no file on disk. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, i) => {
    let c = i;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

// Each test sets up an agency and its staff through the API and reloads pages: more than 30 s on two busy cores.
test.slow();

test.describe('General Settings: branding', () => {
  test('an agency changes its colours and font; after a reload they are kept and the sidebar has the new colour', async ({ page, request }) => {
    const agency = await freshAgency(request);
    await signInStaff(page, request, agency);
    await openSettingsPastGuide(page, agency);

    const branding = section(page, 'Branding');
    await branding.getByRole('textbox', { name: 'Sidebar background' }).fill('#14532d');
    await branding.getByRole('textbox', { name: 'Box colour' }).fill('#1e3a8a');
    await branding.getByRole('textbox', { name: 'Link colour' }).fill('#b45309');
    await chooseFrom(page, branding.getByRole('combobox', { name: 'Font theme' }), 'Lato');
    await branding.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    // The frame follows at once, without a reload.
    await expect.poll(() => backgroundOf(sidebar(page))).toBe('rgb(20, 83, 45)');

    await page.reload();
    await expect(branding.getByRole('textbox', { name: 'Sidebar background' })).toHaveValue('#14532d');
    await expect(branding.getByRole('textbox', { name: 'Box colour' })).toHaveValue('#1e3a8a');
    await expect(branding.getByRole('combobox', { name: 'Font theme' })).toHaveValue('Lato');
    await expect.poll(() => backgroundOf(sidebar(page))).toBe('rgb(20, 83, 45)');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Lato');
  });

  test('a logo is checked in the browser, uploaded, and shown in the sidebar after a reload', async ({ page, request }) => {
    const agency = await freshAgency(request);
    await signInStaff(page, request, agency);
    await openSettingsPastGuide(page, agency);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/logo-upload')) asked.push(r.url());
    });
    const branding = section(page, 'Branding');

    // An SVG can carry script: refused before anything is asked of the API.
    let chooser = page.waitForEvent('filechooser');
    await branding.getByRole('button', { name: 'Choose logo' }).click();
    await (await chooser).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(branding.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG, WebP or GIF image');
    expect(asked).toEqual([]);

    chooser = page.waitForEvent('filechooser');
    await branding.getByRole('button', { name: 'Choose logo' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(200, 60, [200, 30, 30]) });
    await expect(branding.getByRole('alert')).toHaveCount(0);
    await expect(branding.getByText('logo.png will be uploaded when you save.')).toBeVisible();
    await expect(branding.getByRole('img', { name: `${agency.name} logo preview` })).toBeVisible();
    await branding.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    expect(asked).toHaveLength(1);

    await page.reload();
    const logo = sidebar(page).getByRole('img', { name: `${agency.name} logo` });
    await expect(logo).toBeVisible();
    // Loaded for real (through the API's redirect to storage), at most 125 px wide.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    expect(await logo.evaluate((img) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(125);
    await expect(branding.getByRole('img', { name: `${agency.name} logo preview` })).toBeVisible();
  });
});

test.describe('General Settings: embedded code', () => {
  test("the agency's code runs on its domain from the next page load, and saving it empty removes it", async ({ page, request }) => {
    const agency = await freshAgency(request);
    await signInStaff(page, request, agency);
    await openSettingsPastGuide(page, agency);
    const embedded = section(page, 'Embedded code');
    await embedded.getByText('Head', { exact: true }).click();
    await embedded.getByRole('textbox', { name: 'Code' }).fill('<script>window.agencyWidget = "loaded"</script>');
    await embedded.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();

    await page.reload();
    await expect(embedded.getByRole('textbox', { name: 'Code' })).toHaveValue('<script>window.agencyWidget = "loaded"</script>');
    await expect(embedded.getByRole('radio', { name: 'Head' })).toBeChecked();
    await expect.poll(() => page.evaluate(() => (window as unknown as { agencyWidget?: string }).agencyWidget)).toBe('loaded');

    await embedded.getByRole('textbox', { name: 'Code' }).fill('');
    await embedded.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await page.reload();
    await expect(embedded.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { agencyWidget?: string }).agencyWidget)).toBeUndefined();
  });
});

test.describe('General Settings: custom SMTP', () => {
  let sink: SMTPServer;
  let sinkPort = 0;
  const received: { to: string[]; data: string }[] = [];

  // An SMTP server of the test's own: a message arriving there can only have come through the
  // agency's custom settings, never through the platform's mailer.
  test.beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
    sinkPort = (sink.server.address() as AddressInfo).port;
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  test('the agency sets its own server; the password is kept but never shown; a test e-mail arrives through it, and a refusal is shown as the server said', async ({ page, request }) => {
    const agency = await freshAgency(request);
    await signInStaff(page, request, agency);
    await openSettingsPastGuide(page, agency);
    const smtp = section(page, 'Custom SMTP');

    await smtp.getByRole('switch', { name: 'Send e-mail through my own SMTP server' }).check();
    await smtp.getByRole('textbox', { name: 'Port' }).fill(String(sinkPort));
    await smtp.getByRole('textbox', { name: 'From e-mail' }).fill(`hello@${agency.sub}.test`);
    await smtp.getByRole('button', { name: 'Save' }).click();
    await expect(smtp.getByRole('alert')).toHaveText('Custom SMTP needs a host, a port and a from address.');

    await smtp.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
    await smtp.getByRole('textbox', { name: 'Username' }).fill('mailer');
    await smtp.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await smtp.getByRole('textbox', { name: 'From name' }).fill('Settings Mail');
    await expect(smtp.getByText('Not set.')).toBeVisible();
    await smtp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();

    await page.reload();
    await expect(smtp.getByRole('textbox', { name: 'Host' })).toHaveValue('127.0.0.1');
    await expect(smtp.getByRole('textbox', { name: 'Port' })).toHaveValue(String(sinkPort));
    await expect(smtp.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(smtp.getByText('Saved. Leave empty to keep it.')).toBeVisible();
    const settings = await request.get(at('localhost', `/api/configuration/setting/${agency.companyId}`), { headers: agency.owner });
    expect(await settings.text()).not.toContain('s3cret-pass');

    const to = `smtp-test-${uniq()}@example.test`;
    const testMail = section(page, 'Test e-mail');
    await testMail.getByRole('textbox', { name: 'Send a test e-mail to' }).fill(to);
    await testMail.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(testMail.getByRole('status')).toHaveText(`A test e-mail has been sent to ${to} through your SMTP server.`);
    await expect.poll(() => received.filter((m) => m.to.includes(to)).length).toBe(1);
    expect(received.find((m) => m.to.includes(to))?.data).toContain(`Subject: Test e-mail from ${agency.name}`);

    // Nothing listens on port 9: the server's refusal comes back as the error.
    await smtp.getByRole('textbox', { name: 'Port' }).fill('9');
    await smtp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await expect(smtp.getByRole('textbox', { name: 'Port' })).toHaveValue('9');
    await testMail.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(testMail.getByRole('alert')).toContainText('The SMTP server did not accept the e-mail');
  });
});

test.describe('General Settings is readable by everyone', () => {
  test("the root's page, with every section, has no serious or critical accessibility problems", async ({ page }) => {
    await signIn(page, demoUser('root@demo.test'), '/configuration/general-setting');
    await expect(section(page, 'Agency onboarding')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an agency's page showing a field error, and its set-up guide, have none either", async ({ page }) => {
    await signIn(page, demoUser('agency@demo.test'), '/configuration/general-setting');
    const branding = section(page, 'Branding');
    // Nothing is saved: the colour is refused in the browser.
    await branding.getByRole('textbox', { name: 'Link colour' }).fill('blue');
    await branding.getByRole('button', { name: 'Save' }).click();
    await expect(branding.getByText('Use a colour like #1f2937')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set-up guide' }).click();
    await expect(guide(page).getByRole('heading', { name: 'Brand' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
