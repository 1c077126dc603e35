import type { Actor } from '../access/actor.js';
import { BETA_SAVED, BETA_SLUGS, type BetaFeaturesInput, type BetaSlug } from '../access/beta-features.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict } from '../shared/errors.js';
import { rootsAgency } from './roots-agency.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from './company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * PUT /api/configuration/agency/beta-features: which betas the agency is in (the state each switch
 * shows after the click). The root's operators on their agencies; written with its log row in one
 * transaction conditioned on the set as read, so a repeat answers the state and logs nothing.
 * Where the features are read (menus through the setup check, the wallet's and B2B ID's API
 * checks), the agency's set decides at once.
 */
export async function setBetaFeatures(actor: Actor, input: BetaFeaturesInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const want: BetaSlug[] = BETA_SLUGS.filter((s) => input[s] === 'T');
  const me = await getUser(actor.rootId, actor.userId);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const agency = await rootsAgency(actor, input.company_id, 'beta features');
    const had = [...(agency.betaFeatures ?? [])];
    if (sameSet(had, want)) return { result: 'success' as const, message: BETA_SAVED, beta_features: want };
    const row = await auditRow(
      {
        rootId: agency.rootId,
        companyId: agency.companyId,
        user: me ?? { userId: actor.userId, name: actor.userId, userType: actor.userType },
        actingUser: actingUserOf(actor),
        ip: ctx.ip,
        action: 'company_updated',
        description: `Beta features of ${agency.name}: ${want.length ? want.join(', ') : 'none'}`,
      },
      clock,
    );
    const key = { rootId: agency.rootId, companyId: agency.companyId };
    const res = await createWriteTransaction({ company: companyEntity, audit: auditEntity }, ({ company, audit }) => {
        const patch = want.length ? company.patch(key).set({ betaFeatures: want }) : company.patch(key).remove(['betaFeatures']);
        return [
          // The set exactly as read: each beta it held still in it, each other one still out.
          patch.where((a, op) => BETA_SLUGS.map((s) => (had.includes(s) ? op.contains(a.betaFeatures, s) : op.notContains(a.betaFeatures, s))).join(' AND ')).commit(),
          audit.create(row).commit(),
        ];
      })
      .go();
    if (!res.canceled) return { result: 'success' as const, message: BETA_SAVED, beta_features: want };
  }
  throw conflict('This setting was being changed at the same time. Please reload and try again.');
}
