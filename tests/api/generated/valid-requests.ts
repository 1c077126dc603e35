import { inject } from 'vitest';
import { agreementFileId, db, DEFAULT_PLATFORM_DOCUMENTS } from '@platform/core';
import { CARDS, confirmCard, saveCard as saveCardFlow, type CustomerAnswer } from '../payments/gateway.js';
import { fund, giveCard } from '../wallet/wallet-helpers.js';
import { agencyWithCampaign } from '../public-api/helpers.js';
import { consentForGoHighLevelMenu } from '../integrations/consent.js';
import { agency, api, auditCounts, billingEvents, children, client, lastMailTo, mailCount, member, openSessions, PASSWORD, signIn, unique, type Role, type Session } from './kit.js';

/**
 * A valid request for every write route of the manifest (POST, PUT, PATCH, DELETE), for the
 * generated concurrency suite (concurrency.test.ts): it sends the request once to one fixture and
 * 20 times at once to a twin fixture, and the two `state()` reads must be equal. `state()` reads
 * what the write changes (the GET answer, the log rows, billing events, children counts), never
 * ids or names that differ between the twins.
 *
 * A route missing here makes the suite FAIL with "add a valid request for <route>": whoever adds a
 * write route (payments, wallet, exclusions, campaigns, ...) adds its row here. A route whose
 * repeats are meant to act each time (every sign-in is its own session) is listed with `exempt`
 * and the reason, and is tested where that rule lives.
 */
export interface Prepared {
  /** The path with its parameters filled. */
  path: string;
  body?: unknown;
  /** Bearer token of the caller (none for public routes). */
  token?: string;
  /** Loopback address the request comes from (per-address limits). */
  from?: string;
  /** What the write left, comparable between twin fixtures. */
  state: () => Promise<unknown>;
}

export interface Fixtures {
  /** The demo roles, signed in. */
  s: Record<Role, Session>;
}

export type ValidRequest = { prepare: (f: Fixtures) => Promise<Prepared> } | { exempt: string };

const tokenOf = (s: Session) => s.access_token;

/** A signed-in Acme client with e-mail two-factor on, at the code step of a new sign-in. */
async function atCodeStep() {
  const m = await member();
  await api(`/api/setting/twofactorauth/${m.userId}`, { method: 'PUT', token: m.token, body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: m.password } });
  const step = await api<{ otp_token: string }>('/api/login', { body: { username: m.email, password: m.password, domainName: m.domain } });
  const code = /\b(\d{6})\b/.exec((await lastMailTo(m.email)).text)?.[1] ?? '';
  return { m, otp: step.body.otp_token, code };
}

/** What an agency's menu-link writes leave: the link here, the links GoHighLevel's fake holds for its url, and the log rows. */
async function menuLinkState(m: { token: string; companyId: string; rootId: string }) {
  const menu = (await api<{ menu: { agency_connected: boolean; frame_url: string; link: { title: string } | null } }>(`/api/integrations/${m.companyId}/gohighlevel/menu`, { token: m.token })).body.menu;
  const fake = (await (await fetch(`${inject('apiUrl')}/_local/integrations/state`)).json()) as { state: { gohighlevel: { customMenus: { url: string }[] } } };
  const audit = await auditCounts(m.rootId, m.companyId);
  return { connected: menu.agency_connected, link: menu.link !== null, atGoHighLevel: fake.state.gohighlevel.customMenus.filter((x) => x.url === menu.frame_url).length, added: audit.integration_menu_added ?? 0, removed: audit.integration_menu_removed ?? 0 };
}
const company = async (rootId: string, companyId: string) => (await db().entities.company.get({ rootId, companyId }).go()).data;
const flags = { enable: 'T', create: 'T', update: 'T', delete: 'T' };
const modules = { adsDesign: flags, campaign: flags, leadsPeek: flags, settings: flags };

/** Campaign rows: a fresh client of a fresh agency, so a burst never touches the demo's campaigns. */
async function campaignClient(s: Fixtures['s']) {
  const a = await agency(s.root);
  return client(s.root, a.id);
}
async function campaignFixture(s: Fixtures['s'], leadspeekType: 'local' | 'locator' = 'local') {
  const c = await campaignClient(s);
  const body = { company_id: c.id, leadspeekType, campaignName: 'Fixture campaign', ...(leadspeekType === 'locator' ? { locatorkeyword: ['bread'], locatorstate: ['TX'] } : {}) };
  const made = await api<{ data: { id: string } }>('/api/leadspeek/client/create', { token: tokenOf(s.root), body });
  return { c, id: made.body.data.id };
}
/** What a campaign write leaves: the client's campaigns as the table lists them (no ids or codes) and the campaign log rows. */
async function campaignState(s: Fixtures['s'], clientId: string) {
  const rows = async (type: string) => (await api<{ data: Record<string, unknown>[] }>(`/api/leadspeek/client/all/${type}/${clientId}`, { token: tokenOf(s.root) })).body.data ?? [];
  const strip = (r: Record<string, unknown>) => ({ name: r.campaignName, status: r.status, reportType: r.reportType, LimitLead: r.LimitLead, phone: r.phoneenabled, reid: r.reidentificationtype, keywords: r.locatorkeyword, national: r.nationaltargeting });
  const audit = await auditCounts(s.root.companyId, clientId);
  return { local: (await rows('local')).map(strip), locator: (await rows('locator')).map(strip), moved: audit.campaign_status_changed ?? 0, created: audit.campaign_created ?? 0 };
}
/** A banner design for a fixture client (Ads Design). */
const bannerBody = (clientId: string, name: string) => ({
  company_id: clientId,
  name,
  size: '300x250',
  template: 'classic',
  headline: 'Fresh bread',
  body: '',
  cta: 'Order',
  target_url: 'https://bakery.example/',
  colors: { background: '#111111', text: '#ffffff', button: '#2563eb', button_text: '#ffffff' },
});
/** A saved audience of a fixture client (Search ID in Texas). */
const audienceBody = (clientId: string, name: string) => ({ company_id: clientId, name, type: 'locator', target_location: 'State', states: 'TX', cities: 'Austin', keyword: 'roof repair' });

/** What an audience write leaves: the client's audiences (names and targets), its count rows and the audience log rows. */
async function audienceState(s: Fixtures['s'], clientId: string) {
  const rows = (await api<{ data: { name: string; target_location: string; states: string; keyword: string }[] }>(`/api/audiences/list/${clientId}`, { token: tokenOf(s.agency) })).body.data ?? [];
  const counts = (await api<{ data: unknown[] }>(`/api/bigdbm/services/getcountcampaignhistory/${clientId}/locator`, { token: tokenOf(s.agency) })).body.data ?? [];
  return { audiences: rows.map((a) => [a.name, a.target_location, a.states, a.keyword]).sort(), counts: counts.length, logged: (await auditCounts(s.root.companyId, clientId)).audience_changed ?? 0 };
}

/** What a banner write leaves: the client's banners (names, sizes, whether drawn) and the banner log rows. */
async function bannerState(s: Fixtures['s'], clientId: string) {
  const rows = (await api<{ data: { name: string; size: string; status: string }[] }>(`/api/banner/list/${clientId}`, { token: tokenOf(s.root) })).body.data ?? [];
  return { banners: rows.map((b) => [b.name, b.size, b.status]), logged: (await auditCounts(s.root.companyId, clientId)).banner_changed ?? 0 };
}
async function groupState(s: Fixtures['s'], clientId: string) {
  const groups = (await api<{ data: { companyGroupName: string; campaigns: number }[] }>(`/api/company/group?companyID=${clientId}`, { token: tokenOf(s.root) })).body.data ?? [];
  return { groups: groups.map((g) => [g.companyGroupName, g.campaigns]), logged: (await auditCounts(s.root.companyId, clientId)).company_group_changed ?? 0 };
}
async function organizationState(s: Fixtures['s'], clientId: string) {
  const org = await api<{ data?: { OrganizationName: string } }>(`/api/marketing/getorganization?companyID=${clientId}`, { token: tokenOf(s.root) });
  return { status: org.status, name: org.body.data?.OrganizationName ?? null, logged: (await auditCounts(s.root.companyId, clientId)).organization_changed ?? 0 };
}

/** The billing switches: the agency's switch fields, its billing events and its billing log rows. */
async function billingState(s: Session, agencyId: string) {
  const c = await company(s.companyId, agencyId);
  const audit = await auditCounts(s.companyId, agencyId);
  return {
    switches: { manualBill: c?.manualBill, excludeMinimumSpend: c?.excludeMinimumSpend, paymentStatus: c?.paymentStatus, apiMode: c?.apiMode, onboarding: c?.onboardingAmountCents },
    events: await billingEvents(s.companyId, agencyId),
    logged: audit.billing_changed ?? 0,
  };
}

/** An agency's package as the list shows it, and its log rows. */
async function subscriptionState(s: Session, agencyId: string) {
  const c = await company(s.companyId, agencyId);
  const audit = await auditCounts(s.companyId, agencyId);
  return { package: c?.packageId, status: c?.subscriptionStatus, fee: c?.subscriptionFeeCents, logged: audit.billing_changed ?? 0 };
}

/** A coupon without its code, and how many log rows name it. */
async function couponState(s: Session, code: string) {
  const list = await api<{ data: { code: string }[] }>('/api/configuration/coupons', { token: tokenOf(s) });
  const { code: _code, ...row } = list.body.data.find((c) => c.code === code.toUpperCase()) ?? { code: '' };
  const logs = (await db().entities.audit.query.byCompany({ rootId: s.companyId, companyId: s.companyId }).go({ pages: 'all' })).data.filter((r) => r.description.includes(`${code.toUpperCase()}:`));
  return { row, logged: logs.length };
}

/** A wallet as its owner sees it (no names or ids) with its rows by type and its log rows. */
async function walletState(s: Record<Role, Session>, companyId: string) {
  const w = (await api<Record<string, unknown>>(`/api/configuration/agencies/prepaid/${companyId}`, { token: tokenOf(s.agency) })).body;
  const rows = (await db().entities.walletTx.query.byId({ rootId: s.root.companyId, companyId }).go({ pages: 'all' })).data;
  const audit = await auditCounts(s.root.companyId, companyId);
  return {
    wallet: { balance: w.balance_amount, amount: w.amount, custom: w.custom_amount, stop: w.stop_continual, cap: w.cap, notice: w.notice },
    rows: rows.map((r) => `${r.type}:${r.amountCents}`).sort(),
    logged: { topup: audit.wallet_topup ?? 0, changed: audit.wallet_changed ?? 0, refund: audit.wallet_refund ?? 0 },
  };
}

/** Uploads a small exclusion CSV (multipart, as the browser does) and waits for its import. */
async function exclusionUpload(path: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([`email\n${unique('x')}@example.com\n${unique('y')}@example.com\n`], { type: 'text/csv' }), 'list.csv');
  const res = await fetch(`${inject('apiUrl')}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`exclusion upload failed: ${res.status} ${await res.text()}`);
  await fetch(`${inject('apiUrl')}/_local/queues/exclusion-import/drain`, { method: 'POST', body: '{"timeoutMs":30000}', headers: { 'content-type': 'application/json' } });
}

/** A payer's card, method and failed payments as Card Setting shows them, its invoices and its billing log rows. */
async function paymentState(m: { token: string; rootId: string; companyId: string }) {
  const card = (await api<Record<string, unknown>>('/api/payment/card', { token: m.token })).body;
  const c = await company(m.rootId, m.companyId);
  const invoices = (await db().entities.invoice.query.byCompany({ rootId: m.rootId, companyId: m.companyId }).go({ pages: 'all' })).data;
  return {
    customer: Boolean(c?.customerPaymentId),
    card: card.card,
    method: card.billing_method,
    status: card.payment_status,
    invoices: invoices.map((i) => `${i.kind}:${i.status}:${i.amountCents}:${i.attempt}`).sort(),
    logged: (await auditCounts(m.rootId, m.companyId)).billing_changed ?? 0,
  };
}

/** An agency's connected account as the check answers it (no ids) and its billing log rows. */
async function connectState(m: { token: string; rootId: string; companyId: string }) {
  const a = (await api<Record<string, unknown>>(`/api/general/check-connected-account/${m.companyId}`, { token: m.token })).body;
  return { status: a.status, hasAccount: a.account_id !== null, logged: (await auditCounts(m.rootId, m.companyId)).billing_changed ?? 0 };
}

export const validRequests: Record<string, ValidRequest> = {
  // ── Sign-in and account ─────────────────────────────────────────────────────────────────
  'POST /api/login': { exempt: 'each sign-in starts its own session; a burst of wrong passwords is refused after 5 (identity/brute-force.test.ts)' },
  'POST /api/verifylogin': {
    prepare: async () => {
      const { m, otp, code } = await atCodeStep();
      return { path: '/api/verifylogin', body: { email: m.email, code, otp_token: otp }, from: '127.0.6.1', state: async () => ({ sessions: await openSessions(m.rootId, m.userId) }) };
    },
  },
  'POST /api/resendcode': {
    prepare: async () => {
      const { m, otp } = await atCodeStep();
      // The last code went out over 30 seconds ago, so one new code may be sent.
      const [rootId, challengeId] = otp.split('.');
      await db().entities.otpChallenge.patch({ rootId: rootId ?? '', challengeId: challengeId ?? '' }).set({ lastSentAt: new Date(Date.now() - 60_000).toISOString() }).go();
      return { path: '/api/resendcode', body: { otp_token: otp }, state: async () => ({ mails: await mailCount(m.email) }) };
    },
  },
  'POST /api/forgetpass': { exempt: 'every request e-mails its own reset link, up to 5 per e-mail in 15 minutes (the atomic limit: identity/brute-force.test.ts)' },
  'POST /api/verify-reset-token': { exempt: 'answers whether a reset link is valid; writes nothing' },
  'POST /api/reset-password': {
    prepare: async () => {
      const m = await member();
      await api('/api/forgetpass', { body: { email: m.email, domainName: m.domain }, from: '127.0.6.2' });
      const text = (await lastMailTo(m.email)).text;
      const token = decodeURIComponent(/\/set-new-password\/(\S+?)\?/.exec(text)?.[1] ?? '');
      const password = 'Burst reset passphrase 1';
      return {
        path: '/api/reset-password',
        body: { token, email: m.email, password, password_confirmation: password },
        state: async () => ({ logged: (await auditCounts(m.rootId, m.companyId)).password_reset ?? 0, sessions: await openSessions(m.rootId, m.userId) }),
      };
    },
  },
  'POST /api/register': {
    prepare: async () => {
      const name = unique('genr');
      const email = `${name}@example.test`;
      const acme = await db().entities.domain.get({ kind: 'subdomain', name: 'acme' }).go();
      const rootId = acme.data?.rootId ?? '';
      const parentId = acme.data?.companyId ?? '';
      return {
        path: '/api/register',
        body: { companyname: name, name: 'Burst Person', email, phonenum: '2015550123', phone_country_code: 'US', password: PASSWORD, userType: 'client', domainName: 'acme.localhost' },
        state: async () => {
          const kids = (await db().entities.company.query.byParent({ rootId, parentId }).go({ pages: 'all' })).data.filter((c) => c.name === name);
          return { companies: kids.length, owned: kids.filter((k) => k.ownerEmail === email).length, signsIn: (await signIn(email, 'acme.localhost', PASSWORD, '127.0.6.3')).status };
        },
      };
    },
  },
  'POST /api/v1/developer/sso/validation': { exempt: 'each hand-off token is single use (claimed with a condition) and starts one session; tested in identity/sso.test.ts' },
  'POST /api/auth/switch-user': { exempt: 'each switch starts its own view-mode session, like a sign-in (identity/view-mode.test.ts)' },
  'POST /api/auth/switch-back': { exempt: 'each switch-back ends the viewing session and starts the original user’s, like a sign-in (identity/view-mode.test.ts)' },
  'POST /api/auth/refresh-token': { exempt: 'a refresh token presented twice is reuse by design: the whole session family is revoked (sessions.test.ts)' },
  'POST /api/logout': {
    prepare: async () => {
      const m = await member();
      return { path: '/api/logout', token: m.token, body: {}, state: async () => ({ sessions: await openSessions(m.rootId, m.userId) }) };
    },
  },
  'POST /api/user/resetpassword': {
    prepare: async () => {
      const m = await member();
      const next = 'A brand new passphrase';
      return {
        path: '/api/user/resetpassword',
        token: m.token,
        body: { usrID: m.userId, currpassword: m.password, newpassword: next, newpassword_confirmation: next },
        state: async () => ({ logged: (await auditCounts(m.rootId, m.companyId)).password_changed ?? 0, newWorks: (await signIn(m.email, m.domain, next, '127.0.6.4')).status }),
      };
    },
  },
  'PUT /api/setting/twofactorauth/{userId}': {
    prepare: async () => {
      const m = await member();
      return {
        path: `/api/setting/twofactorauth/${m.userId}`,
        token: m.token,
        body: { two_factor_auth: true, two_factor_auth_type: 'email', currpassword: m.password },
        state: async () => ({ answer: (await api(`/api/setting/twofactorauth/${m.userId}`, { token: m.token })).body, logged: (await auditCounts(m.rootId, m.companyId)).two_factor_changed ?? 0 }),
      };
    },
  },
  'POST /api/user/update': {
    prepare: async () => {
      const m = await member();
      return {
        path: '/api/user/update',
        token: m.token,
        body: { step: '1', name: 'Burst Renamed', email: m.email, phonenum: '2015550188', phone_country_code: 'US' },
        state: async () => {
          const me = (await api<{ name: string; phonenum: string }>('/api/user', { token: m.token })).body;
          return { name: me.name, phone: me.phonenum };
        },
      };
    },
  },
  'PUT /api/leadspeek/user/setupcomplete': {
    prepare: async () => {
      const m = await member();
      const step2 = await api('/api/user/update', { token: m.token, body: { step: '2', company_name: `Company ${m.email}`, address: '1 Burst St', city: 'Springfield', zip: '62701', country_code: 'US', state_code: 'IL' } });
      if (step2.status !== 200) throw new Error(`profile step 2 failed: ${JSON.stringify(step2.body)}`);
      return {
        path: '/api/leadspeek/user/setupcomplete',
        token: m.token,
        state: async () => ({
          profile: (await api<{ profile_setup_completed: string }>(`/api/user/${m.userId}`, { token: m.token })).body.profile_setup_completed,
          logged: (await auditCounts(m.rootId, m.companyId)).setup_completed ?? 0,
        }),
      };
    },
  },
  'PUT /api/user/questionnaire': {
    prepare: async () => {
      const m = await member('agency');
      return {
        path: '/api/user/questionnaire',
        token: m.token,
        body: {
          business_type: 'marketing_agency',
          website: 'https://burst.example',
          years_in_business: '3_5',
          team_size: '6_20',
          niches: ['real_estate'],
          current_clients: '6_20',
          expected_clients: '21_50',
          monthly_lead_volume: '2000_10000',
          lead_delivery: ['crm'],
          crm_name: 'GoHighLevel',
          goals: 'More booked calls.',
        },
        state: async () => {
          const answer = (await api<{ questionnaire: unknown; questionnaire_setup_completed: string }>('/api/user/questionnaire', { token: m.token })).body;
          return { questionnaire: answer.questionnaire, done: answer.questionnaire_setup_completed, logged: (await auditCounts(m.rootId, m.companyId)).questionnaire_saved ?? 0 };
        },
      };
    },
  },
  'POST /api/user/profile-picture-upload': { exempt: 'answers a presigned upload URL for a fresh key; writes nothing' },
  'PUT /api/agreement/developer': {
    prepare: async () => {
      const m = await member('agency');
      return {
        path: '/api/agreement/developer',
        token: m.token,
        body: { user_id: m.userId, company_id: m.companyId, is_marketing_services_agreement_developer: 'T', location_menu: 'Developer' },
        state: async () => ({ agreed: (await api<{ agreements: unknown[] }>(`/api/agreement/developer/${m.companyId}`, { token: m.token })).body.agreements.length, logged: (await auditCounts(m.rootId, m.companyId)).agreement_recorded ?? 0 }),
      };
    },
  },
  'POST /api/v1/developer/create/userapi': { exempt: 'each Generate is a rotation by design (a repeated press issues a new secret); rotations are conditioned on the key they read, so of a burst one secret works and every success is logged; tested in developer/api-keys.test.ts' },
  'POST /api/agreement/feature': {
    prepare: async () => {
      const m = await member('agency');
      return {
        path: '/api/agreement/feature',
        token: m.token,
        body: { feature_id: 'data_wallet', feature_name: 'Data Wallet', is_marketing_services_agreement_feature: 'T' },
        state: async () => ({ status: (await api('/api/agreement/feature/data_wallet', { token: m.token })).body, logged: (await auditCounts(m.rootId, m.companyId)).agreement_recorded ?? 0 }),
      };
    },
  },

  // ── Agencies and clients ────────────────────────────────────────────────────────────────
  'POST /api/configuration/user/create': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      const name = unique('genn');
      return {
        path: '/api/configuration/user/create',
        token: tokenOf(s.root),
        body: { companyID: a.id, company_name: `Client ${name}`, name: 'Client Owner', email: `${name}@client.test`, phonenum: '2015550123' },
        state: async () => children(s.root.companyId, a.id),
      };
    },
  },
  'PUT /api/configuration/user/update': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      const c = await client(s.root, a.id);
      return {
        path: '/api/configuration/user/update',
        token: tokenOf(s.root),
        body: { ClientID: c.id, company_name: 'Burst Renamed Co', name: 'Renamed Owner', email: `${c.name.slice(7)}@client.test`, phonenum: '2015550199' },
        state: async () => {
          const d = (await api<Record<string, unknown>>(`/api/configuration/companies/${c.id}`, { token: tokenOf(s.root) })).body;
          // An edit sets the same values however often it is sent: the answer is what counts.
          return { name: d.company_name, owner: d.name, phone: d.phonenum };
        },
      };
    },
  },
  'DELETE /api/configuration/user/remove/{companyId}/{userId}': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      const c = await client(s.root, a.id);
      return { path: `/api/configuration/user/remove/${c.id}/${c.ownerId}`, token: tokenOf(s.root), state: async () => children(s.root.companyId, a.id) };
    },
  },
  'POST /api/configuration/user/resendinvitation': { exempt: 'each click e-mails the invitation again with a fresh single-use link (the Resend invitation action)' },
  'PUT /api/configuration/costagency/{companyId}': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return {
        path: `/api/configuration/costagency/${a.id}`,
        token: tokenOf(s.root),
        body: { dpay: 'Monthly', costagency: { local: { Monthly: { LeadspeekCostperlead: '0.75' } } } },
        state: async () => (await api(`/api/configuration/costagency/${a.id}`, { token: tokenOf(s.root) })).body,
      };
    },
  },
  'PUT /api/configuration/sales': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      // A sales person of its own: the demo sales user's downline is what other test files list.
      const added = await api<{ id: string }>('/api/configuration/sales-accounts', { token: tokenOf(s.root), body: { companyID: s.root.companyId, name: 'Burst Rep', email: `${unique('gsr')}@sales.test` } });
      const rep = added.body.id;
      return {
        path: '/api/configuration/sales',
        token: tokenOf(s.root),
        body: { companyID: a.id, salesRep: rep },
        state: async () => {
          const c = await company(s.root.companyId, a.id);
          const downline = (await db().entities.salesAssignment.query.bySales({ rootId: s.root.companyId, salesUserId: rep }).go({ pages: 'all' })).data.filter((d) => d.agencyId === a.id);
          return { rep: c?.salesRepId === rep, downline: downline.length };
        },
      };
    },
  },

  // ── Billing switches ────────────────────────────────────────────────────────────────────
  'PUT /api/configuration/agency/manual-bill': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return { path: '/api/configuration/agency/manual-bill', token: tokenOf(s.root), body: { companyID: a.id, manualBill: 'T' }, state: () => billingState(s.root, a.id) };
    },
  },
  'PUT /api/configuration/agency/exclude-include-minimum-spend': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return { path: '/api/configuration/agency/exclude-include-minimum-spend', token: tokenOf(s.root), body: { CompanyID: a.id, exclude_minimum_spend: 1 }, state: () => billingState(s.root, a.id) };
    },
  },
  'PUT /api/general/manual-bill-settlement': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      await db().entities.company.patch({ rootId: s.root.companyId, companyId: a.id }).set({ paymentStatus: 'failed' }).go();
      return { path: '/api/general/manual-bill-settlement', token: tokenOf(s.root), body: { userID: a.ownerId }, state: () => billingState(s.root, a.id) };
    },
  },
  'PUT /api/configuration/onboarding/set': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return { path: '/api/configuration/onboarding/set', token: tokenOf(s.root), body: { CompanyID: a.id, amount: '125', enable_coupon: 'F' }, state: () => billingState(s.root, a.id) };
    },
  },
  'PUT /api/user/tours': {
    prepare: async () => {
      const m = await member();
      return { path: '/api/user/tours', token: m.token, body: { tour: 'dashboard' }, state: async () => (await api<{ tours_done?: string[] }>('/api/user', { token: m.token })).body.tours_done ?? [] };
    },
  },
  'PUT /api/configuration/agency/beta-features': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return {
        path: '/api/configuration/agency/beta-features',
        token: tokenOf(s.root),
        body: { company_id: a.id, b2b_module: 'F', data_wallet: 'T' },
        state: async () => ({ betas: [...((await company(s.root.companyId, a.id))?.betaFeatures ?? [])], logged: (await auditCounts(s.root.companyId, a.id)).company_updated ?? 0 }),
      };
    },
  },
  'PUT /api/configuration/package': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return { path: '/api/configuration/package', token: tokenOf(s.root), body: { company_id: a.id, package_id: 'WM', fee: '99' }, state: () => subscriptionState(s.root, a.id) };
    },
  },
  'PUT /api/configuration/cancel-subscription': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      await api('/api/configuration/package', { method: 'PUT', token: tokenOf(s.root), body: { company_id: a.id, package_id: 'FREE' } });
      return { path: '/api/configuration/cancel-subscription', token: tokenOf(s.root), body: { company_id: a.id }, state: () => subscriptionState(s.root, a.id) };
    },
  },
  'POST /api/configuration/coupons': {
    prepare: async ({ s }) => {
      const code = unique('CPN').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
      return { path: '/api/configuration/coupons', token: tokenOf(s.root), body: { code, discount_type: 'percent', percent_off: 20 }, state: () => couponState(s.root, code) };
    },
  },
  'PUT /api/configuration/coupons/{code}': {
    prepare: async ({ s }) => {
      const code = unique('CPU').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
      await api('/api/configuration/coupons', { token: tokenOf(s.root), body: { code, discount_type: 'amount', amount_off: '10' } });
      return { path: `/api/configuration/coupons/${code}`, token: tokenOf(s.root), body: { discount_type: 'amount', amount_off: '15', active: 'F' }, state: () => couponState(s.root, code) };
    },
  },
  'PUT /api/configuration/agency/developer-mode': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return { path: '/api/configuration/agency/developer-mode', token: tokenOf(s.root), body: { companyID: a.id, api_mode: 'T', agree: true }, state: () => billingState(s.root, a.id) };
    },
  },

  // ── Payments (cards, connected accounts, failed payments) ───────────────────────────────
  'POST /api/payment/customer': {
    prepare: async () => {
      const m = await member();
      return { path: '/api/payment/customer', token: m.token, body: {}, state: () => paymentState(m) };
    },
  },
  'POST /api/payment/customer-direct': {
    prepare: async () => {
      const m = await member();
      return { path: '/api/payment/customer-direct', token: m.token, body: {}, state: () => paymentState(m) };
    },
  },
  'PUT /api/payment/card': {
    prepare: async () => {
      const m = await member();
      const si = await api<CustomerAnswer>('/api/payment/customer', { token: m.token, body: {} });
      await confirmCard(si.body, CARDS.visa);
      return { path: '/api/payment/card', token: m.token, body: { setup_intent_id: si.body.setup_intent_id }, state: () => paymentState(m) };
    },
  },
  'PUT /api/payment/set-billing-method': {
    prepare: async () => {
      const m = await member('agency');
      return { path: '/api/payment/set-billing-method', token: m.token, body: { billing_method: 'prepaid' }, state: () => paymentState(m) };
    },
  },
  'POST /api/payment/retry': {
    prepare: async ({ s }) => {
      // An agency whose onboarding fee failed on a 0341 card, with a good card saved since.
      const m = await member('agency');
      await api('/api/configuration/onboarding/set', { method: 'PUT', token: tokenOf(s.root), body: { CompanyID: m.companyId, amount: '75', enable_coupon: 'F' } });
      await saveCardFlow(m.token, CARDS.failsLater);
      await saveCardFlow(m.token, CARDS.visa);
      return { path: '/api/payment/retry', token: m.token, body: {}, state: () => paymentState(m) };
    },
  },
  'PUT /api/configuration/client/{companyId}/failed-payment-action': {
    prepare: async ({ s }) => {
      const c = await client(s.agency, s.agency.companyId);
      return {
        path: `/api/configuration/client/${c.id}/failed-payment-action`,
        token: tokenOf(s.agency),
        body: { action: 'run' },
        state: async () => ({ action: (await company(s.root.companyId, c.id))?.failedPaymentAction, logged: (await auditCounts(s.root.companyId, c.id)).billing_changed ?? 0 }),
      };
    },
  },
  'POST /api/configuration/coupon/get-coupon': { exempt: 'a quote of what a coupon takes off the onboarding fee: it reads and changes nothing (payments/fees.test.ts)' },
  'POST /api/general/create-connected-account': {
    prepare: async () => {
      const m = await member('agency');
      return { path: '/api/general/create-connected-account', token: m.token, body: { company_id: m.companyId }, state: () => connectState(m) };
    },
  },
  'POST /api/general/get-connected-account-link': {
    prepare: async () => {
      const m = await member('agency');
      return { path: '/api/general/get-connected-account-link', token: m.token, body: { company_id: m.companyId }, state: () => connectState(m) };
    },
  },
  'POST /api/general/get-existing-connected-account-link': {
    prepare: async () => {
      const m = await member('agency');
      await api('/api/general/create-connected-account', { token: m.token, body: { company_id: m.companyId } });
      return { path: '/api/general/get-existing-connected-account-link', token: m.token, body: { company_id: m.companyId }, state: () => connectState(m) };
    },
  },
  'POST /api/general/create-sales-connected-account': {
    exempt: 'the one sales demo user has one account, so twin fixtures cannot exist; creating it again answers the same account (payments/connect.test.ts)',
  },
  'DELETE /api/general/reset-payment-connection/{companyId}/{type}': {
    prepare: async () => {
      const m = await member('agency');
      await api('/api/general/create-connected-account', { token: m.token, body: { company_id: m.companyId } });
      return { path: `/api/general/reset-payment-connection/${m.companyId}/agency`, token: m.token, state: () => connectState(m) };
    },
  },

  // ── Roles, administrators, sales accounts, settings ────────────────────────────────────
  'PUT /api/configuration/role-module/addupdate': {
    prepare: async () => {
      const m = await member('agency');
      return {
        path: '/api/configuration/role-module/addupdate',
        token: m.token,
        body: { companyID: m.companyId, roleName: 'Burst Role', modules },
        state: async () => {
          const roles = (await api<{ params: { roleName: string }[] }>(`/api/configuration/role-module/list/${m.companyId}`, { token: m.token })).body.params;
          return roles.map((r) => r.roleName).sort();
        },
      };
    },
  },
  'DELETE /api/configuration/role-module/remove/{companyId}/{roleId}': {
    prepare: async () => {
      const m = await member('agency');
      const role = await api<{ roleID: string }>('/api/configuration/role-module/addupdate', { method: 'PUT', token: m.token, body: { companyID: m.companyId, roleName: 'Doomed Role', modules } });
      return {
        path: `/api/configuration/role-module/remove/${m.companyId}/${role.body.roleID}`,
        token: m.token,
        state: async () => ({
          roles: (await api<{ params: unknown[] }>(`/api/configuration/role-module/list/${m.companyId}`, { token: m.token })).body.params.length,
          logged: (await auditCounts(m.rootId, m.companyId)).role_changed ?? 0,
        }),
      };
    },
  },
  'PUT /api/configuration/setting/{companyId}': {
    prepare: async () => {
      const m = await member('agency');
      return {
        path: `/api/configuration/setting/${m.companyId}`,
        token: m.token,
        body: { timezone: 'Europe/Paris' },
        state: async () => (await api<{ timezone: string }>(`/api/configuration/setting/${m.companyId}`, { token: m.token })).body.timezone,
      };
    },
  },
  'POST /api/configuration/setting/{companyId}/test-email': { exempt: 'each click sends one test e-mail (rate-limited per company; settings/general-settings)' },
  'POST /api/configuration/setting/{companyId}/logo-upload': { exempt: 'answers a presigned upload URL for a fresh key; writes nothing' },
  'POST /api/configuration/administrators': {
    prepare: async () => {
      const m = await member('agency');
      const email = `${unique('gad')}@agency.test`;
      return {
        path: '/api/configuration/administrators',
        token: m.token,
        body: { companyID: m.companyId, name: 'Burst Admin', email },
        state: async () => (await api<{ data: { email: string }[] }>(`/api/configuration/administrators/${m.companyId}`, { token: m.token })).body.data.filter((a) => a.email === email).length,
      };
    },
  },
  'PUT /api/configuration/administrators/{userId}': {
    prepare: async () => {
      const m = await member('agency');
      const added = await api<{ data?: { id: string }; id?: string }>('/api/configuration/administrators', { token: m.token, body: { companyID: m.companyId, name: 'Admin Before', email: `${unique('gad')}@agency.test` } });
      const rows = (await api<{ data: { id: string; name: string }[] }>(`/api/configuration/administrators/${m.companyId}`, { token: m.token })).body.data;
      const id = rows.find((r) => r.name === 'Admin Before')?.id ?? added.body.id ?? '';
      return {
        path: `/api/configuration/administrators/${id}`,
        token: m.token,
        body: { name: 'Admin After', status: 'inactive' },
        state: async () => (await api<{ data: { name: string; status: string }[] }>(`/api/configuration/administrators/${m.companyId}`, { token: m.token })).body.data.map((r) => `${r.name} ${r.status}`).sort(),
      };
    },
  },
  'DELETE /api/configuration/administrators/{companyId}/{userId}': {
    prepare: async () => {
      const m = await member('agency');
      await api('/api/configuration/administrators', { token: m.token, body: { companyID: m.companyId, name: 'Admin Doomed', email: `${unique('gad')}@agency.test` } });
      const rows = (await api<{ data: { id: string; name: string }[] }>(`/api/configuration/administrators/${m.companyId}`, { token: m.token })).body.data;
      const id = rows.find((r) => r.name === 'Admin Doomed')?.id ?? '';
      return {
        path: `/api/configuration/administrators/${m.companyId}/${id}`,
        token: m.token,
        state: async () => ({
          admins: (await api<{ data: unknown[] }>(`/api/configuration/administrators/${m.companyId}`, { token: m.token })).body.data.length,
          logged: (await auditCounts(m.rootId, m.companyId)).administrator_changed ?? 0,
        }),
      };
    },
  },
  'POST /api/configuration/sales-accounts': {
    prepare: async ({ s }) => {
      const email = `${unique('gsa')}@sales.test`;
      return {
        path: '/api/configuration/sales-accounts',
        token: tokenOf(s.root),
        body: { companyID: s.root.companyId, name: 'Burst Sales', email },
        state: async () => (await api<{ data: { email: string }[] }>(`/api/configuration/sales-accounts/${s.root.companyId}?per_page=1000`, { token: tokenOf(s.root) })).body.data.filter((r) => r.email === email).length,
      };
    },
  },
  'PUT /api/configuration/sales-accounts/{userId}': {
    prepare: async ({ s }) => {
      const email = `${unique('gsa')}@sales.test`;
      await api('/api/configuration/sales-accounts', { token: tokenOf(s.root), body: { companyID: s.root.companyId, name: 'Sales Before', email } });
      const row = (await db().entities.emailClaim.get({ rootId: s.root.companyId, email }).go()).data;
      return {
        path: `/api/configuration/sales-accounts/${row?.userId ?? ''}`,
        token: tokenOf(s.root),
        body: { name: 'Sales After', isAccExecutive: 'T' },
        state: async () => {
          const u = (await db().entities.user.get({ rootId: s.root.companyId, userId: row?.userId ?? '' }).go()).data;
          return { name: u?.name, ae: u?.isAccExecutive };
        },
      };
    },
  },
  'DELETE /api/configuration/sales-accounts/{companyId}/{userId}': {
    prepare: async ({ s }) => {
      const email = `${unique('gsa')}@sales.test`;
      await api('/api/configuration/sales-accounts', { token: tokenOf(s.root), body: { companyID: s.root.companyId, name: 'Sales Doomed', email } });
      const row = (await db().entities.emailClaim.get({ rootId: s.root.companyId, email }).go()).data;
      return {
        path: `/api/configuration/sales-accounts/${s.root.companyId}/${row?.userId ?? ''}`,
        token: tokenOf(s.root),
        state: async () => ({ claim: Boolean((await db().entities.emailClaim.get({ rootId: s.root.companyId, email }).go()).data), user: Boolean((await db().entities.user.get({ rootId: s.root.companyId, userId: row?.userId ?? '' }).go()).data) }),
      };
    },
  },
  'PUT /api/configuration/agreement-template': {
    prepare: async () => {
      const m = await member('agency');
      const html = '<p>Burst agreement {company_name}</p>';
      return {
        path: '/api/configuration/agreement-template',
        token: m.token,
        body: { companyID: m.companyId, document_type: 'default_client', html },
        state: async () => {
          const t = (await db().entities.agreementTemplate.query.byCompany({ rootId: m.rootId, companyId: m.companyId }).go({ pages: 'all' })).data;
          return t.map((x) => `${x.documentType}:${x.html}`);
        },
      };
    },
  },
  'PUT /api/configuration/platform-document': {
    // The root's own document, saved with its built-in text: the demo's pages read the same after the burst.
    prepare: async ({ s }) => ({
      path: '/api/configuration/platform-document',
      token: tokenOf(s.root),
      body: { document_name: 'service-billing-agreement', html: DEFAULT_PLATFORM_DOCUMENTS['service-billing-agreement'] },
      state: async () => {
        const doc = (await db().entities.platformDocument.get({ rootId: s.root.companyId, name: 'service-billing-agreement' }).go()).data;
        const logged = (await db().entities.audit.query.byCompany({ rootId: s.root.companyId, companyId: s.root.companyId }).go({ pages: 'all' })).data.filter((r) => r.description === 'Updated the Service Billing Agreement').length;
        return { html: doc?.html, logged };
      },
    }),
  },
  'POST /api/configuration/agreement/file': {
    prepare: async () => {
      const m = await member('agency');
      const c = await client({ token: m.token }, m.companyId);
      return {
        path: '/api/configuration/agreement/file',
        token: m.token,
        body: { company_id: c.id, document_type: 'default_client' },
        state: async () => (await db().entities.documentLink.get({ rootId: m.rootId, docId: agreementFileId(m.rootId, m.userId, c.id, 'default_client') }).go()).data?.documentType ?? null,
      };
    },
  },
  'POST /api/docauth': {
    prepare: async () => {
      const m = await member('agency');
      const c = await client({ token: m.token }, m.companyId);
      const file = await api<{ file_uuid: string }>('/api/configuration/agreement/file', { token: m.token, body: { company_id: c.id, document_type: 'default_client' } });
      return {
        path: '/api/docauth',
        token: m.token,
        body: { pkdoc: file.body.file_uuid },
        state: async () => (await api<{ filename: string }>('/api/docauth', { token: m.token, body: { pkdoc: file.body.file_uuid } })).body.filename.replace(c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), 'client'),
      };
    },
  },
  'PUT /api/configuration/user/costmodule': {
    prepare: async () => {
      const m = await member('agency');
      const c = await client({ token: m.token }, m.companyId);
      return {
        path: '/api/configuration/user/costmodule',
        token: m.token,
        body: { companyID: c.id, module: 'local', CostSet: '0.90' },
        state: async () => (await api(`/api/configuration/user/costmodule/${c.id}`, { token: m.token })).body,
      };
    },
  },
  'POST /api/leadspeek/check-campaign-active': { exempt: 'answers which campaigns are active; writes nothing' },
  // ── Campaigns (each fixture a fresh client of a fresh agency, managed by the root) ───────
  'POST /api/leadspeek/client/create': {
    prepare: async ({ s }) => {
      const c = await campaignClient(s);
      // The name is unique per client and module (a claim), so a burst adds one campaign.
      return { path: '/api/leadspeek/client/create', token: tokenOf(s.root), body: { company_id: c.id, leadspeekType: 'local', campaignName: 'Burst campaign' }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/leadspeek/client/update': {
    prepare: async ({ s }) => {
      const { c, id } = await campaignFixture(s);
      return { path: '/api/leadspeek/client/update', token: tokenOf(s.root), body: { campaign_id: id, campaignName: 'Burst renamed', reportType: 'Excel', LimitLead: 12 }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/leadspeek/client/local/update': {
    prepare: async ({ s }) => {
      const { c, id } = await campaignFixture(s);
      return { path: '/api/leadspeek/client/local/update', token: tokenOf(s.root), body: { campaign_id: id, phoneenabled: true, reidentificationtype: '1 week' }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/leadspeek/client/locator/update': {
    prepare: async ({ s }) => {
      const { c, id } = await campaignFixture(s, 'locator');
      return { path: '/api/leadspeek/client/locator/update', token: tokenOf(s.root), body: { campaign_id: id, locatorkeyword: ['rye'], nationaltargeting: true }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/leadspeek/client/activepause': {
    prepare: async ({ s }) => {
      const { c, id } = await campaignFixture(s);
      return { path: '/api/leadspeek/client/activepause', token: tokenOf(s.root), body: { campaign_id: id, status: 'paused' }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/leadspeek/client/archive': {
    prepare: async ({ s }) => {
      const { c, id } = await campaignFixture(s);
      return { path: '/api/leadspeek/client/archive', token: tokenOf(s.root), body: { campaign_id: id }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/leadspeek/client/remove': {
    prepare: async ({ s }) => {
      const { c, id } = await campaignFixture(s);
      return { path: '/api/leadspeek/client/remove', token: tokenOf(s.root), body: { campaign_id: id }, state: () => campaignState(s, c.id) };
    },
  },
  'PUT /api/configuration/client/disable-add-campaign': {
    prepare: async ({ s }) => {
      const c = await campaignClient(s);
      const state = async () => ({ disabled: Boolean((await company(s.root.companyId, c.id))?.disableClientAddCampaign), logged: (await auditCounts(s.root.companyId, c.id)).company_updated ?? 0 });
      return { path: '/api/configuration/client/disable-add-campaign', token: tokenOf(s.root), body: { company_id: c.id, disable_client_add_campaign: 'T' }, state };
    },
  },
  'POST /api/company/group': {
    prepare: async ({ s }) => {
      const c = await campaignClient(s);
      return { path: '/api/company/group', token: tokenOf(s.root), body: { companyID: c.id, companyGroupName: 'Burst group' }, state: () => groupState(s, c.id) };
    },
  },
  'POST /api/banner/startbannercreate': {
    prepare: async ({ s }) => {
      // A fresh client of Acme (one company made, not an agency and a client: the burst's drawing is the slow part).
      const c = await client(s.root, s.agency.companyId);
      // The name is claimed per client with the banner, so a burst adds one banner, drawn once.
      return { path: '/api/banner/startbannercreate', token: tokenOf(s.root), body: bannerBody(c.id, 'Burst banner'), state: () => bannerState(s, c.id) };
    },
  },
  'POST /api/banner/show': { exempt: 'answers a banner, its design and its files; writes nothing' },
  'POST /api/banner/image-upload': { exempt: 'answers a presigned upload URL for a fresh key; writes nothing' },
  'DELETE /api/banner/remove/{bannerId}': {
    prepare: async ({ s }) => {
      const c = await client(s.root, s.agency.companyId);
      const made = await api<{ banner: { banner_id: string } }>('/api/banner/startbannercreate', { token: tokenOf(s.root), body: bannerBody(c.id, 'Doomed banner') });
      return { path: `/api/banner/remove/${made.body.banner.banner_id}`, token: tokenOf(s.root), state: () => bannerState(s, c.id) };
    },
  },
  'DELETE /api/company/group': {
    prepare: async ({ s }) => {
      const c = await campaignClient(s);
      const g = await api<{ data: { companyGroupID: string } }>('/api/company/group', { token: tokenOf(s.root), body: { companyID: c.id, companyGroupName: 'Doomed group' } });
      return { path: `/api/company/group?companyID=${c.id}&companyGroupID=${g.body.data.companyGroupID}`, token: tokenOf(s.root), state: () => groupState(s, c.id) };
    },
  },
  'POST /api/marketing/createorganization': {
    prepare: async ({ s }) => {
      const c = await campaignClient(s);
      return { path: '/api/marketing/createorganization', token: tokenOf(s.root), body: { companyID: c.id, OrganizationName: 'Burst org' }, state: () => organizationState(s, c.id) };
    },
  },
  'DELETE /api/marketing/deleteorganization': {
    prepare: async ({ s }) => {
      const c = await campaignClient(s);
      await api('/api/marketing/createorganization', { token: tokenOf(s.root), body: { companyID: c.id, OrganizationName: 'Doomed org' } });
      return { path: `/api/marketing/deleteorganization?companyID=${c.id}`, token: tokenOf(s.root), state: () => organizationState(s, c.id) };
    },
  },
  'POST /api/pixel/{urlCode}/hit': { exempt: 'each page view is its own visit (rate-limited per code and address); the lead it becomes is keyed by the visit, and a person is delivered once per re-identification window (leads/pipeline.test.ts)' },
  'POST /api/send-test-lead': { exempt: 'one test lead per campaign per minute, claimed with a condition: a burst sends one and answers 429 to the rest (leads/routes.test.ts)' },
  'POST /api/leadspeek/check-embed-code': { exempt: 'reads the client’s page and answers whether the code is on it; writes nothing' },
  // ── Data wallet (Acme is in the beta; each fixture is a fresh Acme client) ──────────────
  'PUT /api/configuration/agencies/prepaid/save': {
    prepare: async ({ s }) => {
      const c = await client(s.agency, s.agency.companyId);
      return { path: '/api/configuration/agencies/prepaid/save', token: tokenOf(s.agency), body: { company_id: c.id, amount: '1000', custom_amount: 'F' }, state: () => walletState(s, c.id) };
    },
  },
  'POST /api/configuration/agencies/prepaid/charge': {
    prepare: async ({ s }) => {
      const c = await client(s.agency, s.agency.companyId);
      await giveCard(s.root.companyId, c.id);
      return {
        path: '/api/configuration/agencies/prepaid/charge',
        token: tokenOf(s.agency),
        body: { company_id: c.id, amount: '500', custom_amount: 'F', stop_continual: 'T', payment_type: 'credit_card', request_id: unique('charge') },
        state: () => walletState(s, c.id),
      };
    },
  },
  'PUT /api/configuration/agencies/prepaid/stop-continual': {
    prepare: async ({ s }) => {
      const c = await client(s.agency, s.agency.companyId);
      await giveCard(s.root.companyId, c.id);
      await api('/api/configuration/agencies/prepaid/charge', { token: tokenOf(s.agency), body: { company_id: c.id, amount: '250', stop_continual: 'T', request_id: unique('charge') } });
      return { path: '/api/configuration/agencies/prepaid/stop-continual', token: tokenOf(s.agency), body: { company_id: c.id, stop_continual: 'F' }, state: () => walletState(s, c.id) };
    },
  },
  'PUT /api/configuration/agencies/prepaid/cap': {
    prepare: async ({ s }) => {
      const c = await client(s.agency, s.agency.companyId);
      return { path: '/api/configuration/agencies/prepaid/cap', token: tokenOf(s.agency), body: { company_id: c.id, max_topups: 4, max_amount: '2000' }, state: () => walletState(s, c.id) };
    },
  },
  'POST /api/configuration/agencies/prepaid/refund-topup': {
    prepare: async ({ s }) => {
      const c = await client(s.agency, s.agency.companyId);
      await giveCard(s.root.companyId, c.id);
      await api('/api/configuration/agencies/prepaid/charge', { token: tokenOf(s.agency), body: { company_id: c.id, amount: '250', stop_continual: 'T', request_id: unique('charge') } });
      const est = await api<{ topups: { id: string }[] }>(`/api/configuration/agencies/prepaid/refund-estimate/${c.id}`, { token: tokenOf(s.agency) });
      return { path: '/api/configuration/agencies/prepaid/refund-topup', token: tokenOf(s.agency), body: { company_id: c.id, transaction_id: est.body.topups[0]?.id ?? '' }, state: () => walletState(s, c.id) };
    },
  },
  // ── Exclusion lists ──────────────────────────────────────────────────────────────────────
  'POST /api/tools/optout-client/upload': {
    exempt: 'each upload is its own file and job in the list of uploads; the entries are keyed by list and hash, so the same file again adds nothing (exclusions/import.test.ts); multipart, not JSON',
  },
  'POST /api/tools/optout/upload': {
    exempt: "each upload is its own file and job in the platform list's uploads; the entries are keyed by hash, so the same file again adds nothing (exclusions/import.test.ts); multipart",
  },
  'DELETE /api/leadspeek/suppressionlist/purge/{ownerId}/{campaignType}': {
    prepare: async () => {
      const m = await member();
      await exclusionUpload('/api/tools/optout-client/upload', m.token, { ClientCompanyID: m.companyId, campaigntype: 'client' });
      const list = () => api<{ total: number; uploads: unknown[] }>(`/api/tools/optout-client/${m.companyId}?campaignType=client`, { token: m.token });
      return {
        path: `/api/leadspeek/suppressionlist/purge/${m.companyId}/client`,
        token: m.token,
        state: async () => ({ list: (await list()).body, logged: (await auditCounts(m.rootId, m.companyId)).exclusion_list_changed ?? 0 }),
      };
    },
  },
  'DELETE /api/tools/optout/purge/{rootId}': {
    prepare: async ({ s }) => {
      const rootId = s.root.companyId;
      // The platform has one list, so both fixtures fill the same one: the single purge empties it and
      // the burst then finds it empty. What must hold is the list it leaves; that a burst logs once
      // is the client list's row above (the same purge).
      await exclusionUpload('/api/tools/optout/upload', tokenOf(s.root), { CompanyRootID: rootId });
      return {
        path: `/api/tools/optout/purge/${rootId}`,
        token: tokenOf(s.root),
        state: async () => (await api<{ total: number; uploads: unknown[] }>(`/api/tools/optout/${rootId}`, { token: tokenOf(s.root) })).body,
      };
    },
  },
  'POST /api/referral/{companyId}': {
    prepare: async ({ s }) => {
      const a = await agency(s.root);
      return {
        path: `/api/referral/${a.id}`,
        body: {},
        token: tokenOf(s.root),
        state: async () => ({ hasCode: (await api<{ code: string | null }>(`/api/referral/${a.id}`, { token: tokenOf(s.root) })).body.code !== null, logged: (await auditCounts(s.root.companyId, a.id)).referral_link_set ?? 0 }),
      };
    },
  },
  // ── Public API (docs/decisions.md, "Public API") ─────────────────────────────────────────
  'POST /api/v1/oauth/token': { exempt: 'each grant signs its own short-lived token and writes only the key’s rate-limit count (public-api/public-api.test.ts)' },
  'POST /api/v1/public/campaigns/{campaignId}/pause': {
    prepare: async () => {
      const f = await agencyWithCampaign(['campaigns:read', 'campaigns:write']);
      return { path: `/api/v1/public/campaigns/${f.campaign.id}/pause`, token: f.token, state: () => publicCampaignState(f) };
    },
  },
  'POST /api/v1/public/campaigns/{campaignId}/resume': {
    prepare: async () => {
      const f = await agencyWithCampaign(['campaigns:read', 'campaigns:write']);
      await api(`/api/v1/public/campaigns/${f.campaign.id}/pause`, { method: 'POST', token: f.token });
      return { path: `/api/v1/public/campaigns/${f.campaign.id}/resume`, token: f.token, state: () => publicCampaignState(f) };
    },
  },
  'POST /api/v1/public/campaigns/{campaignId}/exclusions': {
    exempt: 'each call is its own import job, as each CSV upload is; entries are keyed by list and hash, so the same list again adds nothing; a retry sends an Idempotency-Key (public-api/public-api.test.ts)',
  },
  'POST /api/v1/public/exclusions': {
    exempt: 'each call is its own import job, as each CSV upload is; entries are keyed by list and hash, so the same list again adds nothing; a retry sends an Idempotency-Key (public-api/public-api.test.ts)',
  },
  // ── Approximate lead counts (docs/decisions.md, "Approximate lead counts") ─────────────────
  'POST /api/bigdbm/services/queuecount': {
    // The same count the same day is one row (its id is derived from the query and the day), whatever the burst.
    prepare: async () => {
      const m = await member();
      const body = { company_id: m.companyId, type: 'locator', target_location: 'State', states: 'TX', cities: 'Austin', keyword: 'roof repair' };
      return { path: '/api/bigdbm/services/queuecount', token: m.token, body, state: () => countRowsState(m) };
    },
  },
  'PUT /api/bigdbm/services/applycampaign/{campaignId}/{type}': {
    // Keywords the campaign has are not added again, and the write is conditioned on the campaign as read.
    prepare: async ({ s }) => {
      const m = await member();
      const made = await api<{ data: { id: string } }>('/api/leadspeek/client/create', { token: tokenOf(s.agency), body: { company_id: m.companyId, leadspeekType: 'locator', campaignName: 'Fixture campaign', locatorkeyword: ['bread'], locatorstate: ['TX'] } });
      const row = await api<{ data: { id: string } }>('/api/bigdbm/services/queuecount', { token: m.token, body: { company_id: m.companyId, type: 'locator', target_location: 'National Targeting', keyword: 'bread, rye' } });
      return {
        path: `/api/bigdbm/services/applycampaign/${made.body.data.id}/locator`,
        token: m.token,
        body: { count_id: row.body.data.id },
        state: async () => ({
          keywords: (await api<{ data: { locatorkeyword: string[] } }>(`/api/leadspeek/getcampaign/${made.body.data.id}`, { token: m.token })).body.data.locatorkeyword,
          logged: (await auditCounts(m.rootId, m.companyId)).campaign_updated ?? 0,
        }),
      };
    },
  },
  // ── Saved audiences (docs/decisions.md, "Campaign builder with audiences") ─────────────
  'POST /api/audiences/create': {
    // The name is claimed per client with the audience, so a burst adds one audience and queues one count.
    prepare: async ({ s }) => {
      const c = await client(s.root, s.agency.companyId);
      return { path: '/api/audiences/create', token: tokenOf(s.agency), body: audienceBody(c.id, 'Burst audience'), state: () => audienceState(s, c.id) };
    },
  },
  'PUT /api/audiences/update/{audienceId}': {
    // Conditioned on the audience as read: of a burst one writes, the rest find the same edit done.
    prepare: async ({ s }) => {
      const c = await client(s.root, s.agency.companyId);
      const made = await api<{ data: { audience_id: string } }>('/api/audiences/create', { token: tokenOf(s.agency), body: audienceBody(c.id, 'Edited audience') });
      const body = { ...audienceBody(c.id, 'Edited audience 2'), company_id: undefined, target_location: 'National Targeting' };
      return { path: `/api/audiences/update/${made.body.data.audience_id}`, token: tokenOf(s.agency), body, state: () => audienceState(s, c.id) };
    },
  },
  'POST /api/audiences/duplicate/{audienceId}': {
    // The copy's name is claimed like any audience's: a burst makes one copy.
    prepare: async ({ s }) => {
      const c = await client(s.root, s.agency.companyId);
      const made = await api<{ data: { audience_id: string } }>('/api/audiences/create', { token: tokenOf(s.agency), body: audienceBody(c.id, 'Copied audience') });
      return { path: `/api/audiences/duplicate/${made.body.data.audience_id}`, token: tokenOf(s.agency), body: {}, state: () => audienceState(s, c.id) };
    },
  },
  'POST /api/audiences/refresh/{audienceId}': {
    // The same question the same day is the same count row, whatever the burst.
    prepare: async ({ s }) => {
      const c = await client(s.root, s.agency.companyId);
      const made = await api<{ data: { audience_id: string } }>('/api/audiences/create', { token: tokenOf(s.agency), body: audienceBody(c.id, 'Refreshed audience') });
      return { path: `/api/audiences/refresh/${made.body.data.audience_id}`, token: tokenOf(s.agency), body: {}, state: () => audienceState(s, c.id) };
    },
  },
  'DELETE /api/audiences/remove/{audienceId}': {
    prepare: async ({ s }) => {
      const c = await client(s.root, s.agency.companyId);
      const made = await api<{ data: { audience_id: string } }>('/api/audiences/create', { token: tokenOf(s.agency), body: audienceBody(c.id, 'Doomed audience') });
      return { path: `/api/audiences/remove/${made.body.data.audience_id}`, token: tokenOf(s.agency), state: () => audienceState(s, c.id) };
    },
  },
  // ── Integrations (docs/decisions.md, "Leads out: integrations and delivery") ─────────────
  'POST /api/saveintegration': {
    // A save naming its webhook changes that one; a burst leaves the same settings (each write is conditioned on the version it read).
    prepare: async () => {
      const m = await member();
      const hook = 'http://127.0.0.1:9/_local/webhook-receiver/generated';
      const made = await api<{ integration: { id: string } }>('/api/saveintegration', { token: m.token, body: { company_id: m.companyId, type: 'webhook', campaign_ids: [], settings: { url: hook } } });
      return { path: '/api/saveintegration', token: m.token, body: { company_id: m.companyId, type: 'webhook', id: made.body.integration.id, campaign_ids: [], settings: { url: `${hook}-2` } }, state: () => integrationState(m, made.body.integration.id) };
    },
  },
  'DELETE /api/integrations/{companyId}/{integrationId}': {
    prepare: async () => {
      const m = await member();
      const made = await api<{ integration: { id: string } }>('/api/saveintegration', { token: m.token, body: { company_id: m.companyId, type: 'webhook', campaign_ids: [], settings: { url: 'http://127.0.0.1:9/_local/webhook-receiver/generated' } } });
      return { path: `/api/integrations/${m.companyId}/${made.body.integration.id}`, token: m.token, state: () => integrationState(m, made.body.integration.id) };
    },
  },
  'POST /api/integrations/{companyId}/{integrationId}/rotate-secret': {
    exempt: 'each rotation makes a new secret by design (shown once; the one before signs for 24 h more); each is conditioned on the version it read, so no two overwrite each other (integrations/integrations.test.ts)',
  },
  'POST /api/integrations/{companyId}/{integrationId}/sheets': {
    // A burst records one sheet per campaign: the first version-conditioned write wins, the others answer its sheet.
    prepare: async ({ s }) => {
      const m = await member();
      const auth = await api<{ url: string }>(`/api/integrations/${m.companyId}/oauth/googlesheets/authurl`, { token: m.token });
      const back = (await fetch(`${auth.body.url}&approve=allow`, { redirect: 'manual' })).headers.get('location') ?? '';
      const landing = (await fetch(back, { redirect: 'manual' })).headers.get('location') ?? '';
      const id = /integrations\/([0-9a-f-]{36})/.exec(landing)?.[1] ?? '';
      const made = await api<{ data: { id: string } }>('/api/leadspeek/client/create', {
        token: tokenOf(s.agency),
        body: { company_id: m.companyId, leadspeekType: 'local', campaignName: unique('Sheet '), reportSentTo: ['sheet@generated.test'] },
      });
      await api('/api/saveintegration', { token: m.token, body: { company_id: m.companyId, type: 'googlesheets', campaign_ids: [made.body.data.id] } });
      const sheets = async () => (await api<{ sheets: { spreadsheet_id: string }[] }>(`/api/integrations/${m.companyId}/${id}/sheets`, { token: m.token })).body.sheets;
      return { path: `/api/integrations/${m.companyId}/${id}/sheets`, token: m.token, body: {}, state: async () => ({ sheets: (await sheets()).length, campaigns: (await integrationState(m, id)).campaigns.length }) };
    },
  },
  // The agency's GoHighLevel menu link: an add is claimed on the agency's record, so a burst makes one link; a burst of removes removes it once.
  'POST /api/integrations/{companyId}/gohighlevel/menu': {
    prepare: async () => {
      const m = await member('agency');
      await consentForGoHighLevelMenu((await api<{ url: string }>(`/api/integrations/${m.companyId}/gohighlevel/menu/authurl`, { token: m.token })).body.url);
      await api(`/api/integrations/${m.companyId}/gohighlevel/menu`, { method: 'DELETE', token: m.token });
      return { path: `/api/integrations/${m.companyId}/gohighlevel/menu`, token: m.token, body: {}, state: () => menuLinkState(m) };
    },
  },
  'DELETE /api/integrations/{companyId}/gohighlevel/menu': {
    prepare: async () => {
      const m = await member('agency');
      await consentForGoHighLevelMenu((await api<{ url: string }>(`/api/integrations/${m.companyId}/gohighlevel/menu/authurl`, { token: m.token })).body.url);
      return { path: `/api/integrations/${m.companyId}/gohighlevel/menu`, token: m.token, state: () => menuLinkState(m) };
    },
  },
  'PUT /api/leadspeek/client/resendgooglelink': {
    exempt: "each call e-mails the sheet's link again, by design (the person asked again); the sheet it links is made once, by a version-conditioned write (integrations/google-sheets.test.ts)",
  },
  'POST /api/integrations/{companyId}/{integrationId}/test': {
    exempt: 'each press sends a new sample lead by design (its own log row and webhook-id); what must not repeat is one delivery, which its row claim stops (integrations/delivery/worker.test.ts)',
  },
  'POST /api/integrations/{companyId}/{integrationId}/deliveries/{deliveryId}/replay': {
    exempt: 'a replay is a new try by design once the delivery has failed again; presses while it is queued answer the same message, and the move from failed is conditioned on the replay count read (integrations/delivery/routes.test.ts)',
  },
  'POST /api/data-enrichment/upload': { exempt: 'answers a presigned upload URL for a fresh key; writes nothing' },
  'POST /api/data-enrichment/preview': {
    exempt: 'each preview is its own quote of the file it reads (a job waiting for confirmation, nothing charged); confirming is what must act once (the start row here, enrichment/enrichment.test.ts)',
  },
  'POST /api/data-enrichment/jobs/{jobId}/start': {
    prepare: async ({ s }) => {
      // A fresh client of Acme (in the wallet beta) with money in its wallet and a quote of the same file as its twin's.
      const c = await client(s.root, s.agency.companyId);
      await fund(s.root.companyId, c.id, 50_000);
      const file = Buffer.from(Array.from({ length: 40 }, (_, i) => `burst.${i}@example.com`).join('\n'), 'utf8');
      const target = await api<{ upload_url: string; key: string; headers: Record<string, string> }>('/api/data-enrichment/upload', { token: tokenOf(s.agency), body: { company_id: c.id, size: file.length } });
      await fetch(target.body.upload_url, { method: 'PUT', body: file, headers: target.body.headers });
      const quote = await api<{ job_id: string }>('/api/data-enrichment/preview', { token: tokenOf(s.agency), body: { company_id: c.id, key: target.body.key, filename: 'burst.csv' } });
      return { path: `/api/data-enrichment/jobs/${quote.body.job_id}/start`, token: tokenOf(s.agency), body: {}, state: () => enrichmentState(s, c.id, quote.body.job_id) };
    },
  },
};

/** The demo password, for rows that sign in again. */
export { PASSWORD };

/** What an integration write leaves, as its owner reads it (never its times or secret). */
async function integrationState(m: { token: string; companyId: string }, id: string) {
  const res = await api<{ integration: { status: string; settings: unknown; campaign_ids: string[] } }>(`/api/integrations/${m.companyId}/${id}`, { token: m.token });
  return { status: res.body.integration.status, settings: res.body.integration.settings, campaigns: res.body.integration.campaign_ids };
}

/** What a public-API campaign move leaves: the campaign's status as the web reads it and its move log rows. */
async function publicCampaignState(f: Awaited<ReturnType<typeof agencyWithCampaign>>) {
  const web = await api<{ data: { status: string } }>(`/api/leadspeek/getcampaign/${f.campaign.id}`, { token: f.owner.token });
  return { status: web.body.data.status, moved: (await auditCounts(f.owner.rootId, f.clientId)).campaign_status_changed ?? 0 };
}

/** What a queued count leaves: the client's rows as the table lists them (no ids, times or the status the worker moves). */
async function countRowsState(m: { token: string; companyId: string }) {
  const rows = (await api<{ data: { keyword: string; states: string; cities: string; target_location: string }[] }>(`/api/bigdbm/services/getcountcampaignhistory/${m.companyId}/locator`, { token: m.token })).body.data ?? [];
  return rows.map((r) => [r.target_location, r.states, r.cities, r.keyword]);
}

/** What a started enrichment leaves once its worker is done: the job's end, the wallet's charges and balance, the log rows. */
async function enrichmentState(s: Fixtures['s'], companyId: string, jobId: string) {
  let status = '';
  for (let i = 0; i < 600 && status !== 'done' && status !== 'failed'; i += 1) {
    status = (await api<{ status: string }>(`/api/file-jobs/${jobId}`, { token: tokenOf(s.agency) })).body.status;
    if (status !== 'done' && status !== 'failed') await new Promise((r) => setTimeout(r, 100));
  }
  const rows = (await db().entities.walletTx.query.byId({ rootId: s.root.companyId, companyId }).go({ pages: 'all' })).data;
  const wallet = (await db().entities.wallet.get({ rootId: s.root.companyId, companyId }).go({ consistent: true })).data;
  return { status, charges: rows.filter((r) => r.type === 'charge').map((r) => r.amountCents), balance: wallet?.balanceCents, logs: (await auditCounts(s.root.companyId, companyId)).data_enrichment_started ?? 0 };
}
