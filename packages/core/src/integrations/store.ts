import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow, type AuditRow } from '../audit/record.js';
import type { AuditAction } from '../audit/actions.js';
import { runTransaction } from '../db/transaction.js';
import type { User } from '../identity/user.entity.js';
import type { Clock } from '../platform/clock.js';
import type { IntegrationType } from '../platform/integration-provider.js';
import { conflict } from '../shared/errors.js';
import type { Integration } from './integration.entity.js';
import { createWriteTransaction } from 'electrodb';
import { integrationClaimEntity, integrationEntity } from './integration.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

export const CHANGED_MEANWHILE = 'This integration was changed meanwhile. Please reload and try again.';

/** The user-log row of an integration change, written in the change's own transaction. */
export const integrationAuditRow = (actor: Pick<Actor, 'viewModeOriginUserId'>, me: Pick<User, 'userId' | 'name' | 'userType' | 'companyId'>, i: Pick<Integration, 'rootId' | 'companyId'>, action: AuditAction, description: string, ip: string | undefined, clock: Clock) =>
  auditRow({ rootId: i.rootId, companyId: i.companyId, user: me, actingUser: actingUserOf(actor as Actor), action, description, ip }, clock);

export type NewIntegration = Parameters<(typeof integrationEntity)['create']>[0];

/** The one connection of a (company, type) other than webhooks, or undefined. */
export async function claimedIntegrationId(rootId: string, companyId: string, type: IntegrationType): Promise<string | undefined> {
  return (await integrationClaimEntity.get({ rootId, companyId, type }).go({ consistent: true })).data?.integrationId;
}

/**
 * Creates a connection with its audit row; for a provider other than webhook, with the claim that
 * makes it the company's only one. False when another save made it first.
 */
export async function createIntegration(item: NewIntegration, audit: AuditRow): Promise<boolean> {
  const claim = item.type !== 'webhook';
  const out = await runTransaction(() =>
    createWriteTransaction({ integration: integrationEntity, integrationClaim: integrationClaimEntity, audit: auditEntity }, ({ integration, integrationClaim, audit: log }) => [
        integration.create(item).commit(),
        ...(claim ? [integrationClaim.create({ rootId: item.rootId, companyId: item.companyId, type: item.type, integrationId: item.integrationId }).commit()] : []),
        log.create(audit).commit(),
      ])
      .go(),
  );
  return out.ok;
}

type Changes = Partial<Pick<Integration, 'status' | 'statusReason' | 'campaignIds' | 'settings' | 'campaignSettings' | 'credentials' | 'tokenExpiresAt' | 'previousSecretExpiresAt' | 'updatedAt' | 'updatedBy'>>;
type Removable = 'statusReason' | 'credentials' | 'tokenExpiresAt' | 'previousSecretExpiresAt';

/**
 * Changes a connection conditioned on the version it was read at, with its audit row, in one
 * transaction: a concurrent change (a token refresh, another tab's save) makes this one answer 409
 * instead of overwriting it.
 */
export async function updateIntegration(read: Integration, set: Changes, remove: Removable[], audit: AuditRow | undefined): Promise<Integration> {
  const version = read.version + 1;
  const out = await runTransaction(() =>
    createWriteTransaction({ integration: integrationEntity, audit: auditEntity }, ({ integration, audit: log }) => {
        const patch = integration.patch({ rootId: read.rootId, integrationId: read.integrationId }).set({ ...set, version });
        const withRemoved = remove.length ? patch.remove(remove) : patch;
        return [withRemoved.where((a, op) => op.eq(a.version, read.version)).commit(), ...(audit ? [log.create(audit).commit()] : [])];
      })
      .go(),
  );
  if (!out.ok) throw conflict(CHANGED_MEANWHILE);
  const next: Integration = { ...read, ...set, version };
  for (const k of remove) delete next[k];
  return next;
}
