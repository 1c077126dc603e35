import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow, type AuditInput } from '../audit/record.js';
import type { User } from '../identity/user.entity.js';
import type { Clock } from '../platform/clock.js';
import type { Campaign } from './campaign.entity.js';

/** The user-log row of a campaign change, written in the change's own transaction. */
export const campaignAuditRow = (actor: Actor, me: User, c: Pick<Campaign, 'rootId' | 'companyId' | 'campaignId'>, action: AuditInput['action'], description: string, ip: string | undefined, clock: Clock) =>
  auditRow({ rootId: c.rootId, companyId: c.companyId, user: me, actingUser: actingUserOf(actor), action, description, ip, campaignId: c.campaignId }, clock);
