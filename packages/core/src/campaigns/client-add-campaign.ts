import type { Actor } from '../access/actor.js';
import { mayManageChildrenOf } from '../access/admin-rules.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { toTF } from '../shared/error.contract.js';
import { forbidden } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { readableClient } from './campaign-access.js';
import type { ClientAddCampaignInput } from './client-add-campaign.contract.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/**
 * Turns a client's own campaign adding off or on (disable_client_add_campaign, docs/product.md, Agencies and
 * clients): the client's agency staff and the root's system users only; never the client itself, never sales.
 * The company's flag, its log row, conditioned on the state it was decided from, in one transaction: the same
 * request again (or at once) answers the state and logs nothing twice.
 */
export async function setClientAddCampaign(actor: Actor, input: ClientAddCampaignInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const scope = await readableClient(actor, input.company_id);
  if (actor.userType === 'sales' || actor.userType === 'client' || !mayManageChildrenOf(actor, scope.agency, scope.root)) {
    throw forbidden('Only the client’s agency can turn its campaign adding on or off.');
  }
  const disable = input.disable_client_add_campaign === 'T';
  const answer = (on: boolean) => ({ result: 'success' as const, message: on ? 'Campaign adding is turned off for this client.' : 'Campaign adding is turned on for this client.', disable_client_add_campaign: toTF(on) });
  const client = scope.client;
  if (Boolean(client.disableClientAddCampaign) === disable) return answer(disable);
  const me = await getUser(actor.rootId, actor.userId);
  const audit = await auditRow(
    {
      rootId: client.rootId,
      companyId: client.companyId,
      user: me ?? { userId: actor.userId, name: actor.userId, userType: actor.userType },
      actingUser: actingUserOf(actor),
      action: 'company_updated',
      description: `Campaign adding turned ${disable ? 'off' : 'on'} for ${client.name}`,
      ip: ctx.ip,
    },
    clock,
  );
  const res = await createWriteTransaction({ company: companyEntity, audit: auditEntity }, ({ company, audit: log }) => [
      company
        .patch({ rootId: client.rootId, companyId: client.companyId })
        .set({ disableClientAddCampaign: disable })
        .where((a, op) => (disable ? `(${op.notExists(a.disableClientAddCampaign)} OR ${op.eq(a.disableClientAddCampaign, false)})` : op.eq(a.disableClientAddCampaign, true)))
        .commit(),
      log.create(audit).commit(),
    ])
    .go();
  // Lost to a concurrent change: answer the state it left.
  if (res.canceled) return answer(Boolean((await getCompany(client.rootId, client.companyId))?.disableClientAddCampaign));
  return answer(disable);
}
