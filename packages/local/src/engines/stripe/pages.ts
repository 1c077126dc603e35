import { ACCOUNT_STATES, setAccountState, type AccountState, type LinkInternal } from './accounts.js';
import type { Ctx } from './engine.js';
import type { IntentInternal } from './intents.js';
import { finishPaymentAuthentication } from './payment-intents.js';
import { finishSetupAuthentication } from './setup-intents.js';
import { randomToken } from './store.js';

/**
 * The gateway's own pages (plain HTML forms, no script): the 3-D Secure challenge a card like
 * 4000 0025 0000 3155 needs, and the Express onboarding a connected account goes through. They
 * stand in for Stripe's hosted pages, so the platform's browser journeys run end to end locally.
 */
export type PageResult = { status: number; html: string } | { redirect: string };

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);max-width:460px;width:100%}
main.wide{max-width:960px} table{border-collapse:collapse;width:100%;font-size:14px} th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3e8ee}
h1{font-size:20px;margin:0 0 8px} p{color:#3c4257;line-height:1.5} .note{font-size:13px;color:#5a6275}
form{display:inline-block;margin:8px 8px 0 0} button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#3c4257;border-color:#c1c9d2} button.danger{background:#fff;color:#b3093c;border-color:#b3093c}
</style></head><body><main>${body}</main></body></html>`;
}

const button = (action: string, hidden: Record<string, string>, label: string, cls = '') =>
  `<form method="post" action="${esc(action)}">${Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')}<button type="submit"${cls ? ` class="${cls}"` : ''}>${esc(label)}</button></form>`;

const notFound = (): PageResult => ({ status: 404, html: page('Not found', '<h1>This page is not available</h1><p>The link is not valid.</p>') });

type IntentKind = 'setup_intent' | 'payment_intent';

function pendingIntent(ctx: Ctx, kind: string, id: string, token: string | undefined) {
  if (kind !== 'setup_intent' && kind !== 'payment_intent') return undefined;
  const intent = ctx.engine.store.find(id, kind);
  const internal = ctx.engine.store.internal<IntentInternal>(id);
  if (!intent || !token || internal.authToken !== token) return undefined;
  return { intent, internal, kind: kind as IntentKind };
}

export function authPage(ctx: Ctx, kind: string, id: string, token: string | undefined): PageResult {
  const found = pendingIntent(ctx, kind, id, token);
  if (!found) return notFound();
  if (found.intent.status !== 'requires_action') {
    return { status: 409, html: page('Already answered', '<h1>This authentication is no longer pending</h1><p>It was already completed or failed.</p>') };
  }
  const amount =
    found.kind === 'payment_intent'
      ? `<p>Payment of <strong>${((found.intent.amount as number) / 100).toFixed(2)} ${esc(String(found.intent.currency).toUpperCase())}</strong>.</p>`
      : '<p>Your bank asks you to confirm that this card may be saved for future payments.</p>';
  const action = `/_auth/${found.kind}/${id}`;
  return {
    status: 200,
    html: page(
      '3D Secure authentication',
      `<h1>3D Secure authentication</h1>${amount}
<p class="note">Local test gateway: choose how the cardholder answers.</p>
${button(action, { token: token!, outcome: 'complete' }, 'Complete')}
${button(action, { token: token!, outcome: 'fail' }, 'Fail', 'danger')}`,
    ),
  };
}

export function answerAuth(ctx: Ctx, kind: string, id: string, form: Record<string, unknown>): PageResult {
  const found = pendingIntent(ctx, kind, id, typeof form.token === 'string' ? form.token : undefined);
  if (!found) return notFound();
  if (found.intent.status !== 'requires_action') return authPage(ctx, kind, id, form.token as string);
  const completed = form.outcome === 'complete';
  if (found.kind === 'setup_intent') finishSetupAuthentication(ctx, found.intent, completed);
  else finishPaymentAuthentication(ctx, found.intent, completed);
  if (!found.internal.returnUrl) {
    const done = completed ? 'Authentication complete' : 'Authentication failed';
    return { status: 200, html: page(done, `<h1>${done}</h1><p>You can close this window.</p>`) };
  }
  const url = new URL(found.internal.returnUrl);
  url.searchParams.set(found.kind, id);
  url.searchParams.set(`${found.kind}_client_secret`, found.intent.client_secret as string);
  url.searchParams.set('redirect_status', completed ? 'succeeded' : 'failed');
  return { redirect: url.toString() };
}

const OUTCOMES: Record<AccountState, { label: string; cls: string; says: string }> = {
  completed: { label: 'Complete', cls: '', says: 'all details submitted and verified: charges and payouts enabled' },
  pending: { label: 'Leave pending', cls: 'secondary', says: 'leave part-way: details still due' },
  inverification: { label: 'Send to verification', cls: 'secondary', says: 'details submitted, identity document under review' },
  failed: { label: 'Fail', cls: 'danger', says: 'the account is rejected' },
};

function usableLink(ctx: Ctx, linkId: string) {
  const link = ctx.engine.store.internal<LinkInternal>(linkId);
  if (link.kind !== 'account_link' || !link.account || !link.refreshUrl || !link.returnUrl) return undefined;
  return link as LinkInternal;
}

export function onboardingPage(ctx: Ctx, linkId: string): PageResult {
  const link = usableLink(ctx, linkId);
  if (!link) return notFound();
  const account = ctx.engine.store.find(link.account, 'account');
  // Links work once and for five minutes; after that Stripe sends the person to refresh_url for a new one.
  if (!account || account.deleted || link.stage !== 'new' || Math.floor(ctx.engine.now() / 1000) > link.expiresAt) {
    return { redirect: link.refreshUrl };
  }
  const session = randomToken(24);
  ctx.engine.store.setInternal(linkId, { stage: 'opened', session });
  const action = `/_connect/onboarding/${linkId}`;
  const buttons = ACCOUNT_STATES.map((s) => button(action, { session, outcome: s }, OUTCOMES[s].label, OUTCOMES[s].cls)).join('\n');
  const legend = ACCOUNT_STATES.map((s) => `<li><strong>${OUTCOMES[s].label}</strong>: ${OUTCOMES[s].says}</li>`).join('');
  return {
    status: 200,
    html: page(
      'Set up your payouts account',
      `<h1>Set up your payouts account</h1>
<p>Express account <code>${esc(account.id)}</code>${account.email ? ` for ${esc(String(account.email))}` : ''}.</p>
<p class="note">Local test gateway: choose how onboarding ends.</p><ul class="note">${legend}</ul>
${buttons}`,
    ),
  };
}

export function answerOnboarding(ctx: Ctx, linkId: string, form: Record<string, unknown>): PageResult {
  const link = usableLink(ctx, linkId);
  if (!link) return notFound();
  const outcome = form.outcome as AccountState;
  const account = ctx.engine.store.find(link.account, 'account');
  if (!account || account.deleted || link.stage !== 'opened' || form.session !== link.session || !ACCOUNT_STATES.includes(outcome)) {
    return { redirect: link.refreshUrl };
  }
  setAccountState(ctx, account, outcome);
  ctx.engine.store.setInternal(linkId, { stage: 'used', session: null });
  return { redirect: link.returnUrl };
}
