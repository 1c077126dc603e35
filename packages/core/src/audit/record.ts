import type { Actor } from '../access/actor.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { newId } from '../platform/ids.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { AuditAction } from './actions.js';
import { currentOrigin } from '../platform/request-context.js';
import { auditEntity } from './audit.entity.js';

export interface AuditInput {
  rootId: string;
  companyId: string;
  /** The company `companyId` names, when the caller has just read it (a sign-in has); read here otherwise. */
  company?: Company | undefined;
  user: { userId: string; name: string; userType: string; companyId?: string };
  /** The root system user acting in view mode, recorded beside the viewed user. */
  actingUser?: { userId: string; name?: string } | undefined;
  action: AuditAction;
  description: string;
  ip?: string | undefined;
  campaignId?: string;
}

/** The attributes of one user-log row, ready for `auditEntity.create(...)`. */
export type AuditRow = Parameters<(typeof auditEntity)['create']>[0];

/**
 * Builds one user-log row without writing it, so a change that must hold together with its audit
 * entry (money, switches, counters) writes both in one transaction:
 *
 *   const row = await auditRow({...});
 *   await createWriteTransaction({ company: companyEntity, audit: auditEntity }, ({ company, audit }) => [
 *     company.patch(key).set(next).where((a, op) => op.eq(a.status, previous)).commit(),
 *     audit.create(row).commit(),
 *   ]).go();
 */
export async function auditRow(input: AuditInput, clock: Clock = systemClock): Promise<AuditRow> {
  const origin = currentOrigin();
  const ip = input.ip ?? origin?.ip;
  const location = origin?.location;
  // Which agency's logs show the row, and the company name the log screen prints.
  const company = input.company ?? (await getCompany(input.rootId, input.companyId).catch(() => undefined));
  const agencyId = !company || company.kind === 'root' ? input.rootId : company.kind === 'agency' ? company.companyId : company.parentId;
  const userCompanyId = input.user.companyId ?? input.companyId;
  const userGroup = input.user.userType === 'client' ? 'client' : userCompanyId === input.rootId ? 'root' : 'admin';
  return {
    agencyId,
    userGroup,
    ...(company ? { companyName: company.name } : {}),
    rootId: input.rootId,
    companyId: input.companyId,
    logId: newId(),
    createdAt: clock.now().toISOString(),
    userId: input.user.userId,
    userName: input.user.name,
    userType: input.user.userType,
    ...(input.actingUser ? { actingUserId: input.actingUser.userId } : {}),
    ...(input.actingUser?.name ? { actingUserName: input.actingUser.name } : {}),
    action: input.action,
    description: input.description.slice(0, 2000),
    ...(ip ? { ip } : {}),
    ...(location ? { location } : {}),
    ...(input.campaignId ? { campaignId: input.campaignId } : {}),
  };
}

/**
 * Writes one user-log row on its own, for actions that change nothing counted (sign-ins, settings).
 * A log write that fails must not undo what the user did, so failures are reported, not thrown.
 * Money and counted changes use auditRow() inside their transaction instead.
 */
export async function recordAudit(input: AuditInput, clock: Clock = systemClock): Promise<void> {
  const row = await auditRow(input, clock);
  await auditEntity.create(row)
    .go()
    .catch((e: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'audit write failed', action: input.action, error: String(e) }));
    });
}

/** In view mode the root system user really acts: recorded beside the viewed user on every row. */
export const actingUserOf = (actor: Actor) =>
  actor.viewModeOriginUserId ? { userId: actor.viewModeOriginUserId } : undefined;

/** A user's recent log rows, newest first (the user-logs screen has its own filtered reads). */
export async function listUserAudit(rootId: string, userId: string, limit = 50) {
  const res = await auditEntity.query.byUser({ rootId, userId }).go({ order: 'desc', limit });
  return res.data;
}
