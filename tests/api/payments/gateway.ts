import Stripe from 'stripe';
import { api } from '../client.js';

const PASSWORD = 'Correct horse 42';

/**
 * The local gateway as the browser and Stripe's own side see it, for the payments API tests: the
 * card form's confirm (publishable key), the 3-D Secure page, the loopback control endpoints, and
 * events signed with the run's webhook secret (in-memory runs use fixed keys).
 */
export const WEBHOOK_SECRET = 'whsec_local_in_memory';
export const SECRET_KEY = 'sk_test_local_in_memory';

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  threeDS: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

let info: { url: string; key: string } | undefined;

export async function gatewayInfo() {
  if (info) return info;
  const res = await api<{ payment_public_key: string | null; payment_local_gateway_url: string | null }>('/api/domain-info?domainorsub=acme.localhost');
  if (!res.body.payment_local_gateway_url || !res.body.payment_public_key) throw new Error(`no local gateway in domain-info: ${JSON.stringify(res.body)}`);
  info = { url: res.body.payment_local_gateway_url, key: res.body.payment_public_key };
  return info;
}

/** The real SDK with the platform's secret key, pointed at the local gateway (as Stripe's dashboard would show things). */
export async function stripe(): Promise<Stripe> {
  const g = await gatewayInfo();
  const u = new URL(g.url);
  return new Stripe(SECRET_KEY, { host: u.hostname, port: Number(u.port), protocol: 'http', maxNetworkRetries: 0 });
}

/** What the card form does in the browser: confirm the SetupIntent with the publishable key. */
export async function confirmCard(si: { setup_intent_id: string; client_secret: string }, number: string, opts: { exp_year?: number; returnUrl?: string } = {}) {
  const g = await gatewayInfo();
  const form = new URLSearchParams({
    client_secret: si.client_secret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(opts.exp_year ?? new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
    'payment_method_data[billing_details][name]': 'Card Holder',
    ...(opts.returnUrl ? { return_url: opts.returnUrl } : {}),
  });
  const res = await fetch(`${g.url}/v1/setup_intents/${si.setup_intent_id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${g.key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { status?: string; next_action?: { redirect_to_url?: { url: string } }; error?: { message: string; code?: string } } };
}

/** Presses a button ("Complete", "Fail") on a gateway page. */
export async function pressOnPage(pageUrl: string, label: string) {
  const g = await gatewayInfo();
  const html = await (await fetch(pageUrl)).text();
  const form = (html.match(/<form[\s\S]*?<\/form>/g) ?? []).find((f) => f.includes(`>${label}</button>`));
  if (!form) throw new Error(`no "${label}" button on ${pageUrl}`);
  const action = /action="([^"]+)"/.exec(form)![1]!;
  const fields = Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const res = await fetch(new URL(action, g.url), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

/** A loopback control call on the gateway (account outcomes, webhook hold/release, drain). */
export async function control(path: string, body: Record<string, unknown> = {}) {
  const g = await gatewayInfo();
  const res = await fetch(`${g.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Waits until the gateway has delivered every pending webhook. */
export const drainWebhooks = () => control('/_local/webhooks/drain', { timeoutMs: 10_000 });

export interface CustomerAnswer {
  customer_id: string;
  setup_intent_id: string;
  client_secret: string;
  publishable_key: string;
}

/** The whole Card Setting flow: a SetupIntent from the API, the card confirmed at the gateway, PUT /payment/card. */
export async function saveCard(token: string, number: string = CARDS.visa, body: Record<string, unknown> = {}) {
  const si = await api<CustomerAnswer>('/api/payment/customer', { token, body: {} });
  if (si.status !== 200) throw new Error(`customer: ${si.status} ${JSON.stringify(si.body)}`);
  const confirmed = await confirmCard(si.body, number);
  const put = await api<Record<string, unknown>>('/api/payment/card', { method: 'PUT', token, body: { setup_intent_id: si.body.setup_intent_id, ...body } });
  return { si: si.body, confirmed, put };
}

let n = 0;
/** A fresh agency signed up on the platform's site, and its owner's session. */
export async function newAgency(prefix = 'pay') {
  n += 1;
  const email = `${prefix}-${Date.now().toString(36)}-${n}@agency.test`;
  const res = await api('/api/register', {
    body: { companyname: `${prefix} Agency ${Date.now().toString(36)}${n}`, name: `${prefix} Owner`, email, phonenum: '2015550123', phone_country_code: 'US', password: PASSWORD, userType: 'userdownline', domainName: 'localhost' },
  });
  if (res.status !== 200) throw new Error(`agency register: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, ...(await signedIn(email, 'localhost')) };
}

/** A fresh client of Acme and its session. */
export async function newAcmeClient(prefix = 'payc') {
  n += 1;
  const email = `${prefix}-${Date.now().toString(36)}-${n}@client.test`;
  const res = await api('/api/register', {
    body: { companyname: `${prefix} Client ${n}`, name: `${prefix} Person`, email, phonenum: '2015550123', phone_country_code: 'US', password: PASSWORD, userType: 'client', domainName: 'acme.localhost' },
  });
  if (res.status !== 200) throw new Error(`client register: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, ...(await signedIn(email, 'acme.localhost')) };
}

/** Signs an event body as the gateway does (Stripe-Signature t=...,v1=...). */
export function signed(payload: Record<string, unknown>, timestamp?: number) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) });
  return { body, header };
}

async function signedIn(email: string, domainName: string) {
  const res = await api<{ access_token: string }>('/api/login', { body: { username: email, password: PASSWORD, domainName } });
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${res.status} ${JSON.stringify(res.body)}`);
  const me = await api<{ id: string; company_id: string }>('/api/user', { token: res.body.access_token });
  return { access_token: res.body.access_token, userId: me.body.id, companyId: me.body.company_id };
}
