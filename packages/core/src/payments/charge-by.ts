import type { Actor } from '../access/actor.js';
import { actingUserOf } from '../audit/record.js';
import { getUser } from '../identity/users.js';

/** Who caused a charge, for its audit entry; charges nobody pressed a button for use BILLING_SYSTEM_USER. */
export interface ChargeBy {
  userId: string;
  name: string;
  userType: string;
  companyId?: string;
  actingUserId?: string;
}

export const BILLING_SYSTEM_USER: ChargeBy = { userId: 'system', name: 'Platform billing', userType: 'system' };

/** The person acting, as charges and audit rows record them. */
export async function chargeByOf(actor: Actor): Promise<ChargeBy> {
  const me = await getUser(actor.rootId, actor.userId);
  const acting = actingUserOf(actor);
  return { userId: actor.userId, name: me?.name ?? 'User', userType: actor.userType, companyId: actor.companyId, ...(acting ? { actingUserId: acting.userId } : {}) };
}
