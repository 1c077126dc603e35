import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { getUser } from '../identity/users.js';
import { featureAgreementEntity } from './feature-agreement.entity.js';

/** Whether the signed-in user has agreed to a feature's service terms: 'T' once recorded. */
export async function featureAgreementStatus(actor: Actor, featureId: 'b2b_module' | 'data_wallet') {
  const rec = await featureAgreementEntity.get({ rootId: actor.rootId, userId: actor.userId, featureId }).go();
  return { feature_id: featureId, status: rec.data ? ('T' as const) : ('F' as const) };
}

/** Records the agreement ("Yes I Agree"), once; agreeing again keeps the first record. */
export async function recordFeatureAgreement(
  actor: Actor,
  input: { feature_id: 'b2b_module' | 'data_wallet'; feature_name: string; location_menu?: string | undefined },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  const [user, company] = await Promise.all([getUser(actor.rootId, actor.userId), getCompany(actor.rootId, actor.companyId)]);
  if (!user || !company) throw notFound('User not found.');
  const created = await featureAgreementEntity.create({
      rootId: actor.rootId,
      userId: actor.userId,
      featureId: input.feature_id,
      featureName: input.feature_name,
      companyId: company.companyId,
      companyName: company.name,
      ...(input.location_menu ? { locationMenu: input.location_menu } : {}),
      agreedAt: clock.now().toISOString(),
      ...(ctx.ip ? { ip: ctx.ip } : {}),
    })
    .go()
    .then(() => true)
    .catch((e: unknown) => {
      if ((e as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException' && !String(e).includes('conditional')) throw e;
      return false;
    });
  // Agreed before (or by a concurrent copy of this request): already recorded and logged.
  if (created) {
    await recordAudit(
      { rootId: actor.rootId, companyId: company.companyId, user, actingUser: actingUserOf(actor), action: 'agreement_recorded', description: `Agreed to the ${input.feature_name} service agreement`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: 'Your agreement has been recorded.', status: 'T' as const };
}
