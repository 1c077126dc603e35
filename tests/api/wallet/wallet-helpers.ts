import { creditTopup, db, setQueuePort } from '@platform/core';
import { inject } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';

export const PREPAID = '/api/configuration/agencies/prepaid';
export type S = Awaited<ReturnType<typeof session>>;
export type Role = keyof typeof DEMO;

/** Signs in every demo role; core in this process points at the platform's table. */
export async function sessions(): Promise<Record<Role, S>> {
  useCore();
  // Debits made from this process tell the top-up queue through the port; here they are kept, and
  // the platform's sweep (a schedule) is what charges, as it would after a lost message.
  setQueuePort({ send: async () => ({ messageId: 'kept-by-test' }) });
  // Side by side: each sign-in is mostly its password hash's CPU, and the files sign in again often.
  const roles = Object.keys(DEMO) as Role[];
  const signedIn = await Promise.all(roles.map((who) => session(DEMO[who][0], DEMO[who][1])));
  return Object.fromEntries(roles.map((who, i) => [who, signedIn[i]])) as Record<Role, S>;
}

let n = 0;
/**
 * A fresh client of Acme (in the wallet's beta), or of Globex (in none: its clients pay by card), so
 * money tests never disturb the demo's wallet.
 */
export async function freshClient(s: Record<Role, S>, agency: 'agency' | 'globex' = 'agency'): Promise<string> {
  const tag = `w${Date.now().toString(36)}${(n += 1)}`;
  const res = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
    token: s[agency].access_token,
    body: { companyID: s[agency].companyId, company_name: `Wallet ${tag}`, name: 'Wanda Wallet', email: `${tag}@client.test`, phonenum: '2015550123' },
  });
  const row = res.body.data?.[0];
  if (!row) throw new Error(`client not created: ${res.status} ${JSON.stringify(res.body)}`);
  return row.id;
}

/** Money put in through the wallet's own credit step (the part after a paid charge). */
export async function fund(rootId: string, companyId: string, cents: number, id = `${Date.now()}${(n += 1)}`) {
  await db().entities.wallet.create({ rootId, companyId }).go().catch(() => undefined);
  return creditTopup({
    rootId,
    companyId,
    txId: `topup#test-${id}`,
    title: 'Top-up',
    amountCents: cents,
    paymentIntentId: `pi_test_${id}`,
    auto: false,
    now: new Date(),
    audit: { user: { userId: 'test', name: 'Test', userType: 'system' }, action: 'wallet_topup', description: 'test top-up' },
  });
}

export async function ledger(rootId: string, companyId: string) {
  const [{ data: rows }, { data: wallet }] = await Promise.all([db().entities.walletTx.query.byId({ rootId, companyId }).go({ pages: 'all' }), db().entities.wallet.get({ rootId, companyId }).go({ consistent: true })]);
  return { rows, wallet, sum: rows.reduce((t, r) => t + r.amountCents, 0) };
}

/** This month in the demo companies' time zone (America/Chicago), as the wallet files rows. */
export const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

/** A file answer (the CSV): status, headers and the text as sent. */
export async function download(path: string, token: string) {
  const res = await fetch(`${inject('apiUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
}

/**
 * A saved card on a client, as Card Setting leaves it: a gateway customer with the test card's
 * payment method attached (Stripe's magic ids: pm_card_visa, pm_card_chargeCustomerFail (0341),
 * pm_card_authenticationRequired, pm_card_chargeDeclined) and the company pointing at both.
 */
export async function giveCard(rootId: string, companyId: string, magic = 'pm_card_visa') {
  const { stripe } = await import('../payments/gateway.js');
  const st = await stripe();
  const company = (await db().entities.company.get({ rootId, companyId }).go()).data;
  const customerId = company?.customerPaymentId ?? (await st.customers.create({ email: `${companyId}@wallet.test`, name: 'Wallet test' })).id;
  const pm = await st.paymentMethods.attach(magic, { customer: customerId });
  await db()
    .entities.company.patch({ rootId, companyId })
    .set({ customerPaymentId: customerId, cardPaymentMethodId: pm.id, cardBrand: pm.card?.brand ?? 'visa', cardLast4: pm.card?.last4 ?? '4242', cardExpMonth: 12, cardExpYear: new Date().getUTCFullYear() + 2 })
    .go();
  return { customerId, paymentMethodId: pm.id };
}

export const requestId = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Fires a schedule now on the platform and waits for the wallet queue to be empty. */
export async function runSchedule(name: 'wallet-topup-sweep' | 'wallet-expiry') {
  await api(`/_local/schedules/${name}/run`, { body: {} });
  await api('/_local/queues/wallet-topup/drain', { body: { timeoutMs: 20_000 } });
}
