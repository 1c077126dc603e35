import type { Actor } from '../access/actor.js';
import { assertMayChange, readableCampaign } from '../campaigns/campaign-access.js';
import { campaignAuditRow } from '../campaigns/campaign-audit.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import { campaignView } from '../campaigns/campaign-view.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import { keywordTags } from './count.contract.js';
import { COUNT_NOT_FOUND, countModuleOf, readableCountRow } from './count-service.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** The most keywords a campaign holds (the campaign contract's locatorkeyword limit). */
const MAX_CAMPAIGN_KEYWORDS = 200;

const missingFrom = (campaign: Pick<Campaign, 'locatorkeyword'>, adding: string[]) => {
  const have = new Set((campaign.locatorkeyword ?? []).map((k) => k.toLowerCase()));
  return adding.filter((k) => !have.has(k.toLowerCase()));
};

/**
 * PUT /bigdbm/services/applycampaign/{campaignId}/{type}: the count row's keywords join the campaign's
 * ({campaignId} the campaign, {type} its module; the body's count_id the row). Both must be of the same
 * client and module, and the actor must be allowed to update the campaign. Keywords the campaign has
 * (in any case) are not added again, so applying twice changes nothing; the write is conditioned on
 * the campaign being as it was read, so of a burst one applies and the others find nothing to add.
 */
export async function applyCountToCampaign(actor: Actor, campaignId: string, type: string, countId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const module = countModuleOf(type);
  const scope = await readableCampaign(actor, campaignId);
  const { campaign: c } = scope;
  if (c.leadspeekType !== module) throw notFound('Campaign not found.');
  const row = await readableCountRow(actor, countId);
  if (row.companyId !== c.companyId || row.module !== module) throw notFound(COUNT_NOT_FOUND);
  const me = await assertMayChange(actor, scope, 'update');
  if (c.status === 'archived') throw conflict('An archived campaign cannot be changed.');
  const adding = keywordTags(row.keyword);
  if (!adding.length) throw validationError('This count has no keywords to apply.', { count_id: ['This count has no keywords to apply.'] });
  const answer = (campaign: Campaign) => ({ result: 'success' as const, message: 'Data has been updated successfully', data: campaignView(campaign, scope.client, scope.agency) });
  const missing = missingFrom(c, adding);
  if (!missing.length) return answer(c);
  const keywords = [...(c.locatorkeyword ?? []), ...missing];
  if (keywords.length > MAX_CAMPAIGN_KEYWORDS) throw validationError(`A campaign has at most ${MAX_CAMPAIGN_KEYWORDS} keywords.`, { count_id: [`A campaign has at most ${MAX_CAMPAIGN_KEYWORDS} keywords.`] });
  const updatedAt = clock.now().toISOString();
  const audit = await campaignAuditRow(actor, me, c, 'campaign_updated', `Added the keywords ${missing.join(', ').slice(0, 200)} of an approximate lead count to the campaign ${c.campaignName} (${c.leadspeekApiId})`, ctx.ip, clock);
  const res = await createWriteTransaction({ campaign: campaignEntity, audit: auditEntity }, ({ campaign, audit: log }) => [
      campaign
        .patch({ rootId: c.rootId, campaignId: c.campaignId })
        .set({ locatorkeyword: keywords, updatedAt })
        .where((a, w) => `${c.updatedAt ? w.eq(a.updatedAt, c.updatedAt) : w.notExists(a.updatedAt)} AND ${w.ne(a.status, 'removed')} AND ${w.ne(a.status, 'archived')}`)
        .commit(),
      log.create(audit).commit(),
    ])
    .go();
  if (!res.canceled) return answer({ ...c, locatorkeyword: keywords, updatedAt });
  const now = (await readableCampaign(actor, campaignId)).campaign;
  if (!missingFrom(now, adding).length) return answer(now);
  throw conflict('This campaign changed meanwhile. Please reload it and apply the count again.');
}
