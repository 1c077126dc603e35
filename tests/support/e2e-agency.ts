import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './e2e-accounts';
import { apiSession, auth } from './e2e-api';
import { at } from './e2e-demo';

/** A new agency added by the platform owner, whose owner has chosen a password: nothing set up yet. */
export async function freshAgency(request: APIRequestContext, prefix = 'pay') {
  const root = await apiSession(request, 'root@demo.test');
  const sub = `${prefix}${Date.now().toString(36)}`;
  const email = `${sub}@agency.test`;
  const created = await request.post(at('localhost', '/api/configuration/user/create'), {
    headers: auth(root),
    data: { companyID: root.companyId, company_name: `Pay ${sub}`, name: 'Paula Payer', email, phonenum: '2015550123', subdomain: sub, payment_terms: ['Weekly'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const companyId = ((await created.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
  const mail = await waitForMail(request, email, /./);
  const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?email=/.exec(mail.text)?.[1] ?? '');
  const password = 'Agency passphrase 12';
  const reset = await request.post(at('localhost', '/api/reset-password'), { data: { token, email, password, password_confirmation: password } });
  expect(reset.status(), await reset.text()).toBe(200);
  return { email, password, host: `${sub}.localhost`, name: 'Paula Payer', companyId, root };
}
