import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { at } from './e2e-demo';

/**
 * Accounts a browser test owns: a fresh client registered through the API (as tests/api/client.ts
 * does), so a test that changes a password or a second factor never touches a demo user's. They
 * sign up with Globex by default, which keeps Acme's client list to what the list tests expect.
 */
export interface Account {
  email: string;
  password: string;
  name: string;
  host: string;
}

let counter = 0;

export async function registerClient(request: APIRequestContext, prefix: string, host = 'globex.localhost'): Promise<Account> {
  counter += 1;
  const stamp = `${Date.now()}-${process.pid}-${counter}`;
  const account = { email: `${prefix}-${stamp}@example.test`, password: 'Correct horse 42', name: `${prefix} Person ${counter}`, host };
  // Node does not resolve *.localhost; the API reads the tenant from domainName, not the host.
  const res = await request.post(at('localhost', '/api/register'), {
    data: {
      companyname: `${prefix} Co ${stamp}`,
      name: account.name,
      email: account.email,
      phonenum: '2015550123',
      phone_country_code: 'US',
      password: account.password,
      userType: 'client',
      domainName: host,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The messages the local mailbox (SMTP sink) holds for one address, oldest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const res = await request.get(at('localhost', '/_local/mailbox'));
  const { messages } = (await res.json()) as { messages: Mail[] };
  return messages.filter((m) => m.to.includes(address));
}

/** Waits for the n-th message (1-based) to an address whose subject matches, and returns it. */
export async function waitForMail(request: APIRequestContext, address: string, subject: string | RegExp, nth = 1): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const matching = (await mailTo(request, address)).filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
      found = matching[nth - 1];
      return matching.length;
    })
    .toBeGreaterThanOrEqual(nth);
  return found as Mail;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Signs in through the form; the caller checks where it lands (or the second step). */
export async function fillSignIn(page: Page, account: Pick<Account, 'email' | 'password' | 'host'>, password = account.password): Promise<void> {
  await page.goto(at(account.host, '/login'));
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

/** Signed in: the frame shows the user's own account menu (where they land is core's rule). */
export async function expectSignedIn(page: Page, account: Pick<Account, 'name'>): Promise<void> {
  await expect(accountMenu(page, account.name)).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signInFresh(page: Page, account: Account): Promise<void> {
  await fillSignIn(page, account);
  await expectSignedIn(page, account);
}

export async function openAccountItem(page: Page, name: string, item: string): Promise<void> {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export async function signOut(page: Page, name: string, host: string): Promise<void> {
  await openAccountItem(page, name, 'Log out');
  await expect(page).toHaveURL(at(host, '/login'));
}
