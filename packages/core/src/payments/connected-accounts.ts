import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { runTransaction } from '../db/transaction.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import type { ConnectedAccountState } from '../platform/payment-gateway.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { publicUrl } from '../tenancy/public-url.js';
import { chargeByOf } from './charge-by.js';
import {
  CONNECT_MESSAGES,
  CONNECT_QUERY,
  type ConnectReturnPage,
  type ConnectedAccountAnswer,
  type ConnectionType,
} from './connected-account.contract.js';
import type { ConnectedAccountItem } from './connected-account.entity.js';
import { gateway } from './stripe-gateway.js';
import { createWriteTransaction } from 'electrodb';
import { connectedAccountEntity } from './connected-account.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { gatewayEventEntity } from './gateway-event.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** Whose account: an agency (ownerId = its company id) or a sales person (ownerId = their user id). */
export interface AccountOwner {
  rootId: string;
  type: ConnectionType;
  ownerId: string;
  email: string;
  /** The host the person comes back to after onboarding. */
  host: string;
  agency?: Company;
}

const isAgencyStaff = (actor: Actor, agency: Company) => actor.companyId === agency.companyId && actor.userType !== 'client' && actor.userType !== 'sales';

const hostOf = (agency: Company | undefined) => {
  const base = getConfig().BASE_DOMAIN;
  return agency?.subdomain ? `${agency.subdomain}.${base}` : base;
};

/** The agency whose account the actor may manage: its own staff, or the root's operators. Others' ids: 404. */
async function manageableAgency(actor: Actor, companyId: string): Promise<AccountOwner> {
  const agency = await getCompany(actor.rootId, companyId);
  if (!agency || !mayAccessCompany(actor, agency)) throw notFound('Company not found.');
  if (agency.kind !== 'agency') throw notFound('Company not found.');
  if (!isAgencyStaff(actor, agency) && !isRootOperator(actor)) throw forbidden('Only the agency or the platform manages its payment connection.');
  return { rootId: agency.rootId, type: 'agency', ownerId: agency.companyId, email: agency.ownerEmail || '', host: hostOf(agency), agency };
}

async function salesOwner(actor: Actor, userId: string): Promise<AccountOwner> {
  const user = await getUser(actor.rootId, userId);
  if (!user || user.userType !== 'sales') throw notFound('User not found.');
  const self = actor.userId === user.userId;
  if (!self && !isRootOperator(actor)) throw notFound('User not found.');
  return { rootId: user.rootId, type: 'sales', ownerId: user.userId, email: user.email, host: getConfig().BASE_DOMAIN };
}

export async function readAccount(rootId: string, type: ConnectionType, ownerId: string): Promise<ConnectedAccountItem | undefined> {
  return (await connectedAccountEntity.get({ rootId, ownerType: type, ownerId }).go({ consistent: true })).data ?? undefined;
}

const answerOf = (type: ConnectionType, a: ConnectedAccountItem | undefined): ConnectedAccountAnswer => ({
  status: a?.accountId ? a.status : '',
  type,
  account_id: a?.accountId ?? null,
  charges_enabled: Boolean(a?.accountId && a.chargesEnabled),
  payouts_enabled: Boolean(a?.accountId && a.payoutsEnabled),
  requirements: a?.accountId ? (a.requirements ?? []) : [],
});

export type ApplyResult = 'applied' | 'stale' | 'duplicate' | 'unknown';

/**
 * What the gateway says about an account, applied only if newer than what was applied before
 * (`eventAt`, epoch seconds) and only to the account the owner has now (not one reset away). An
 * agency's company carries the status and flags the guards and menus read, in the same transaction.
 * With `eventId`, the event is claimed in that transaction too, so a redelivery changes nothing.
 */
export async function applyAccountState(
  owner: { rootId: string; type: ConnectionType; ownerId: string },
  state: ConnectedAccountState,
  eventAt: number,
  clock: Clock = systemClock,
  event?: { eventId: string; type: string },
): Promise<ApplyResult> {
  const now = clock.now();
  const fields = { status: state.status, chargesEnabled: state.chargesEnabled, payoutsEnabled: state.payoutsEnabled, requirements: state.requirements };
  const out = await runTransaction(() =>
    createWriteTransaction({ connectedAccount: connectedAccountEntity, company: companyEntity, gatewayEvent: gatewayEventEntity }, ({ connectedAccount, company, gatewayEvent }) => [
        connectedAccount
          .patch({ rootId: owner.rootId, ownerType: owner.type, ownerId: owner.ownerId })
          .set({ ...fields, eventAt, updatedAt: now.toISOString() })
          .where((a, op) => `${op.eq(a.accountId, state.id)} AND ${op.lte(a.eventAt, eventAt)}`)
          .commit(),
        ...(owner.type === 'agency'
          ? [
              company
                .patch({ rootId: owner.rootId, companyId: owner.ownerId })
                .set({ accountStatus: state.status, chargesEnabled: state.chargesEnabled, payoutsEnabled: state.payoutsEnabled, accountRequirements: state.requirements })
                .commit(),
            ]
          : []),
        ...(event ? [gatewayEvent.create({ eventId: event.eventId, type: event.type, outcome: 'applied', receivedAt: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + 30 * 86400 }).commit()] : []),
      ])
      .go(),
  );
  if (out.ok) return 'applied';
  if (event && out.codes.at(-1) === 'ConditionalCheckFailed') return 'duplicate';
  if (out.codes[0] === 'ConditionalCheckFailed') return 'stale';
  throw new Error(`The account state could not be applied: ${out.codes.join(', ')}`);
}

/** Reads the account from the gateway and applies it as of now (a newer truth than any event sent before). */
async function refresh(owner: AccountOwner, a: ConnectedAccountItem, clock: Clock): Promise<ConnectedAccountItem | undefined> {
  if (!a.accountId) return a;
  const state = await gateway().retrieveAccount(a.accountId);
  await applyAccountState(owner, state, Math.floor(clock.now().getTime() / 1000), clock);
  return readAccount(owner.rootId, owner.type, owner.ownerId);
}

/**
 * GET /general/check-connected-account/{companyId}: an agency's account, a client's agency's, or
 * (for a sales person's own id, or a root operator asking) a sales account. Not yet completed
 * accounts are read again from the gateway, so a person back from onboarding sees where they are.
 */
export async function checkConnectedAccount(actor: Actor, id: string, clock: Clock = systemClock): Promise<ConnectedAccountAnswer> {
  const company = await getCompany(actor.rootId, id);
  let owner: AccountOwner;
  if (company) {
    const parent = company.kind === 'client' ? await getCompany(actor.rootId, company.parentId) : undefined;
    if (!mayAccessCompany(actor, company, parent)) throw notFound('Company not found.');
    const agency = company.kind === 'client' ? parent : company;
    if (!agency || agency.kind !== 'agency') {
      // The root company has no connected account of its own here.
      return answerOf('agency', undefined);
    }
    owner = { rootId: agency.rootId, type: 'agency', ownerId: agency.companyId, email: agency.ownerEmail || '', host: hostOf(agency), agency };
  } else {
    owner = await salesOwner(actor, id);
  }
  let a = await readAccount(owner.rootId, owner.type, owner.ownerId);
  if (a?.accountId && a.status !== 'completed') a = await refresh(owner, a, clock);
  return answerOf(owner.type, a);
}

async function ensureAccount(actor: Actor, owner: AccountOwner, clock: Clock): Promise<ConnectedAccountItem> {
  const existing = await readAccount(owner.rootId, owner.type, owner.ownerId);
  if (existing?.accountId) return existing;
  const generation = existing?.generation ?? 1;
  const created = await gateway().createExpressAccount({
    email: owner.email,
    metadata: { rootId: owner.rootId, ownerType: owner.type, ownerId: owner.ownerId },
    // One account per owner and generation (a reset starts the next): concurrent creates are one account.
    idempotencyKey: `account:${owner.rootId}:${owner.type}:${owner.ownerId}:${generation}`,
  });
  const now = clock.now().toISOString();
  const by = await chargeByOf(actor);
  const row = await auditRow(
    { rootId: owner.rootId, companyId: owner.type === 'agency' ? owner.ownerId : owner.rootId, user: by, actingUser: actingUserOf(actor), action: 'billing_changed', description: `Connected ${owner.type} payment account ${created.id} created` },
    clock,
  );
  await runTransaction(() =>
    createWriteTransaction({ connectedAccount: connectedAccountEntity, company: companyEntity, audit: auditEntity }, ({ connectedAccount, company, audit }) => [
        connectedAccount
          .put({ rootId: owner.rootId, ownerType: owner.type, ownerId: owner.ownerId, accountId: created.id, status: 'pending', chargesEnabled: false, payoutsEnabled: false, requirements: [], eventAt: 0, generation, updatedAt: now })
          // Only where no account is recorded: of concurrent creates (the same account, by its key) one records it and logs.
          .where((a, op) => op.notExists(a.accountId))
          .commit(),
        ...(owner.type === 'agency'
          ? [company.patch({ rootId: owner.rootId, companyId: owner.ownerId }).set({ connectedAccountId: created.id, accountStatus: 'pending', chargesEnabled: false, payoutsEnabled: false }).commit()]
          : []),
        audit.create(row).commit(),
      ])
      .go(),
  );
  const saved = await readAccount(owner.rootId, owner.type, owner.ownerId);
  if (!saved?.accountId) throw new Error('The connected account could not be saved.');
  return saved;
}

const RETURN_PATHS: Record<ConnectReturnPage, string> = {
  'profile-setup': '/user/profile-setup',
  'profile-setup-v1': '/user/profile-setup-v1',
  'general-setting': '/configuration/general-setting',
  'sales-connect-account': '/configuration/sales-connect-account',
};

async function linkFor(owner: AccountOwner, accountId: string, page: ConnectReturnPage) {
  const path = RETURN_PATHS[page];
  const { url } = await gateway().createAccountLink({
    accountId,
    refreshUrl: publicUrl(owner.host, `${path}?${CONNECT_QUERY.key}=${CONNECT_QUERY.refresh}`),
    returnUrl: publicUrl(owner.host, `${path}?${CONNECT_QUERY.key}=${CONNECT_QUERY.returned}`),
  });
  return { url, account_id: accountId };
}

/** POST /general/create-connected-account: the agency's account (created once), answered as the check does. */
export async function createConnectedAccount(actor: Actor, companyId: string, clock: Clock = systemClock): Promise<ConnectedAccountAnswer> {
  const owner = await manageableAgency(actor, companyId);
  return answerOf('agency', await ensureAccount(actor, owner, clock));
}

/** POST /general/get-connected-account-link: an onboarding link, creating the account first if needed. */
export async function getConnectedAccountLink(actor: Actor, input: { company_id: string; return_page: ConnectReturnPage }, clock: Clock = systemClock) {
  const owner = await manageableAgency(actor, input.company_id);
  const a = await ensureAccount(actor, owner, clock);
  return linkFor(owner, a.accountId!, input.return_page);
}

/** POST /general/get-existing-connected-account-link: a fresh link for the account there is (a link expired). */
export async function getExistingConnectedAccountLink(actor: Actor, input: { company_id: string; return_page: ConnectReturnPage }) {
  const owner = await manageableAgency(actor, input.company_id);
  const a = await readAccount(owner.rootId, owner.type, owner.ownerId);
  if (!a?.accountId) throw notFound(CONNECT_MESSAGES.noAccount);
  return linkFor(owner, a.accountId, input.return_page);
}

/** POST /general/create-sales-connected-account: the calling sales person's own account and a link. */
export async function createSalesConnectedAccount(actor: Actor, input: { return_page: ConnectReturnPage }, clock: Clock = systemClock) {
  if (actor.userType !== 'sales') throw forbidden('Only sales accounts connect a commission account.');
  const owner = await salesOwner(actor, actor.userId);
  const a = await ensureAccount(actor, owner, clock);
  return linkFor(owner, a.accountId!, input.return_page);
}

/**
 * DELETE /general/reset-payment-connection/{companyId}/{type}: the account is removed at the gateway
 * and the owner starts again from "empty". Agencies: the platform's operators or the agency's owner;
 * sales: the person themself or the platform's operators.
 */
export async function resetPaymentConnection(actor: Actor, id: string, type: ConnectionType, clock: Clock = systemClock) {
  let owner: AccountOwner;
  if (type === 'agency') {
    owner = await manageableAgency(actor, id);
    if (!isRootOperator(actor) && actor.userType !== 'userdownline') throw forbidden('Only the agency owner or the platform resets the payment connection.');
  } else {
    owner = await salesOwner(actor, id);
  }
  const a = await readAccount(owner.rootId, owner.type, owner.ownerId);
  if (a?.accountId) {
    await gateway()
      .deleteAccount(a.accountId)
      .catch((e: unknown) => {
        if ((e as { statusCode?: number }).statusCode !== 404) throw e;
      });
    const by = await chargeByOf(actor);
    const row = await auditRow(
      { rootId: owner.rootId, companyId: owner.type === 'agency' ? owner.ownerId : owner.rootId, user: by, actingUser: actingUserOf(actor), action: 'billing_changed', description: `Payment connection (${owner.type}) reset; account ${a.accountId} removed` },
      clock,
    );
    const now = clock.now().toISOString();
    await runTransaction(() =>
      createWriteTransaction({ connectedAccount: connectedAccountEntity, company: companyEntity, audit: auditEntity }, ({ connectedAccount, company, audit }) => [
          connectedAccount
            .patch({ rootId: owner.rootId, ownerType: owner.type, ownerId: owner.ownerId })
            .set({ status: '', chargesEnabled: false, payoutsEnabled: false, requirements: [], generation: (a.generation ?? 1) + 1, updatedAt: now })
            .remove(['accountId'])
            .where((x, op) => op.eq(x.accountId, a.accountId!))
            .commit(),
          ...(owner.type === 'agency'
            ? [company.patch({ rootId: owner.rootId, companyId: owner.ownerId }).set({ accountStatus: '', chargesEnabled: false, payoutsEnabled: false, accountRequirements: [] }).remove(['connectedAccountId']).commit()]
            : []),
          audit.create(row).commit(),
        ])
        .go(),
    );
  }
  return { result: 'success' as const, message: CONNECT_MESSAGES.reset, status: '' as const };
}
