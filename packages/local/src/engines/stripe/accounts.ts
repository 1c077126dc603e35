import { z } from 'zod';
import { update, type ApiRoute, type Ctx } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { expand, mergeMetadata, nowSeconds, parseParams, zBool, zExpand, zMetadata, zUrl } from './params.js';
import { newId, randomToken, type StripeObject } from './store.js';

/** Where an Express account's onboarding can end, as the onboarding page's buttons set it. */
export type AccountState = 'completed' | 'pending' | 'inverification' | 'failed';
export const ACCOUNT_STATES: readonly AccountState[] = ['completed', 'pending', 'inverification', 'failed'];

const ALL_DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.address.postal_code',
  'individual.address.state',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'individual.phone',
  'individual.ssn_last_4',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
/** What is still due when the person left onboarding part-way. */
const LEFT_DUE = ['external_account', 'individual.ssn_last_4', 'tos_acceptance.date', 'tos_acceptance.ip'];

function requirements(currentlyDue: string[], disabledReason: string | null, pendingVerification: string[] = []) {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: currentlyDue,
    disabled_reason: disabledReason,
    errors: [],
    eventually_due: currentlyDue,
    past_due: currentlyDue,
    pending_verification: pendingVerification,
  };
}

function capabilities(requested: string[], status: string): Record<string, string> {
  return Object.fromEntries(requested.map((c) => [c, status]));
}

/** The fields Stripe shows for an Express account in each onboarding outcome. */
function stateFields(state: AccountState | 'new', requested: string[]): Record<string, unknown> {
  switch (state) {
    case 'new':
      return { charges_enabled: false, payouts_enabled: false, details_submitted: false, requirements: requirements(ALL_DUE, 'requirements.past_due'), capabilities: capabilities(requested, 'inactive') };
    case 'pending':
      return { charges_enabled: false, payouts_enabled: false, details_submitted: false, requirements: requirements(LEFT_DUE, 'requirements.past_due'), capabilities: capabilities(requested, 'inactive') };
    case 'inverification':
      return {
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: true,
        requirements: requirements([], 'requirements.pending_verification', ['individual.verification.document']),
        capabilities: capabilities(requested, 'pending'),
      };
    case 'completed':
      return { charges_enabled: true, payouts_enabled: true, details_submitted: true, requirements: requirements([], null), capabilities: capabilities(requested, 'active') };
    case 'failed':
      return { charges_enabled: false, payouts_enabled: false, details_submitted: true, requirements: requirements([], 'rejected.other'), capabilities: capabilities(requested, 'inactive') };
  }
}

export function requireAccount(ctx: Ctx, id: string, param = 'account'): StripeObject {
  const account = ctx.engine.store.find(id, 'account');
  if (!account || account.deleted) throw resourceMissing('account', id, param);
  return account;
}

export function setAccountState(ctx: Ctx, account: StripeObject, state: AccountState): void {
  const next = stateFields(state, Object.keys(account.capabilities as object));
  // Submitting the details accepts the terms; Stripe keeps the first acceptance.
  if (next.details_submitted && !(account.tos_acceptance as { date: number | null }).date) {
    next.tos_acceptance = { date: nowSeconds(ctx.engine.now()), ip: '127.0.0.1', user_agent: null };
  }
  update(ctx, account, next);
}

/** Transfers (and destination charges) need the destination's transfers capability active. */
export function requireTransferDestination(ctx: Ctx, id: string, param: string): StripeObject {
  const account = ctx.engine.store.find(id, 'account');
  if (!account || account.deleted) throw invalidRequest(`No such destination: '${id}'`, { code: 'resource_missing', param });
  if ((account.capabilities as Record<string, string>).transfers !== 'active') {
    throw invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      { code: 'insufficient_capabilities_for_transfer', param },
    );
  }
  return account;
}

export interface LinkInternal extends Record<string, unknown> {
  kind: 'account_link';
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  /** new → opened (the page was shown once; its buttons carry `session`) → used. */
  stage: 'new' | 'opened' | 'used';
  session: string | null;
}

const LINK_TTL_SECONDS = 300;

const zAccountFields = z.object({
  email: z.string().optional(),
  country: z.string().length(2).optional(),
  metadata: zMetadata.optional(),
  business_type: z.enum(['company', 'government_entity', 'individual', 'non_profit']).optional(),
  business_profile: z.record(z.string(), z.unknown()).optional(),
  capabilities: z.record(z.string(), z.object({ requested: zBool })).optional(),
  expand: zExpand,
});

export const accountRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/accounts',
    handle(ctx) {
      const p = parseParams(zAccountFields.extend({ type: z.enum(['express', 'standard', 'custom']) }), ctx.params);
      const requested = Object.entries(p.capabilities ?? {})
        .filter(([, v]) => v.requested)
        .map(([k]) => k);
      const account = ctx.engine.store.put<StripeObject>({
        id: newId('acct'),
        object: 'account',
        business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null, ...(p.business_profile ?? {}) },
        business_type: p.business_type ?? null,
        controller: { fees: { payer: 'application' }, is_controller: true, losses: { payments: 'application' }, requirement_collection: 'stripe', stripe_dashboard: { type: p.type }, type: 'application' },
        country: (p.country ?? 'US').toUpperCase(),
        created: nowSeconds(ctx.engine.now()),
        default_currency: 'usd',
        email: p.email ?? null,
        external_accounts: { object: 'list', data: [], has_more: false, url: '' },
        future_requirements: requirements([], null),
        metadata: p.metadata ?? {},
        settings: { payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval: 'daily' } } },
        tos_acceptance: { date: null },
        type: p.type,
        ...stateFields('new', requested.length ? requested : ['card_payments', 'transfers']),
      });
      (account.external_accounts as Record<string, unknown>).url = `/v1/accounts/${account.id}/external_accounts`;
      return expand(ctx.engine.store, account, p.expand);
    },
  },
  {
    method: 'GET',
    path: '/v1/accounts/{id}',
    handle(ctx) {
      const p = parseParams(z.object({ expand: zExpand }), ctx.params);
      return expand(ctx.engine.store, requireAccount(ctx, ctx.path.id!, 'id'), p.expand);
    },
  },
  {
    method: 'POST',
    path: '/v1/accounts/{id}',
    handle(ctx) {
      const p = parseParams(zAccountFields, ctx.params);
      const account = requireAccount(ctx, ctx.path.id!, 'id');
      const next: Record<string, unknown> = {
        ...(p.email !== undefined ? { email: p.email || null } : {}),
        ...(p.metadata ? { metadata: mergeMetadata(account.metadata, p.metadata) } : {}),
        ...(p.business_profile ? { business_profile: { ...(account.business_profile as object), ...p.business_profile } } : {}),
      };
      update(ctx, account, next);
      return expand(ctx.engine.store, account, p.expand);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/accounts/{id}',
    handle(ctx) {
      const account = requireAccount(ctx, ctx.path.id!, 'id');
      account.deleted = true;
      return { id: account.id, object: 'account', deleted: true };
    },
  },
  {
    method: 'POST',
    path: '/v1/account_links',
    handle(ctx) {
      const p = parseParams(
        z.object({
          account: z.string().min(1),
          refresh_url: zUrl,
          return_url: zUrl,
          type: z.enum(['account_onboarding', 'account_update']),
          collect: z.string().optional(),
          expand: zExpand,
        }),
        ctx.params,
      );
      requireAccount(ctx, p.account);
      const linkId = randomToken(32);
      const created = nowSeconds(ctx.engine.now());
      ctx.engine.store.setInternal(linkId, {
        kind: 'account_link',
        account: p.account,
        refreshUrl: p.refresh_url,
        returnUrl: p.return_url,
        expiresAt: created + LINK_TTL_SECONDS,
        stage: 'new',
        session: null,
      } satisfies LinkInternal);
      return { object: 'account_link', created, expires_at: created + LINK_TTL_SECONDS, url: `${ctx.engine.publicUrl}/_connect/onboarding/${linkId}` };
    },
  },
];
