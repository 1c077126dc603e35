import type { Actor } from '../access/actor.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, validationError } from '../shared/errors.js';
import { assertMayChange, readableCampaign, type ClientScope } from './campaign-access.js';
import { campaignAuditRow } from './campaign-audit.js';
import type { Campaign } from './campaign.entity.js';
import { enhanceLimitError, targetingErrors, type UpdateCampaignInput, type UpdateLocalInput, type UpdateLocatorInput } from './campaign.contract.js';
import { campaignView } from './campaign-view.js';
import { assertB2bAgreed, assertBannersOf, assertGroupOf, assertNameFree } from './create-campaign.js';
import { nameClaim } from './campaign-code.entity.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from './campaign.entity.js';
import { campaignCodeEntity } from './campaign-code.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

type Ctx = { ip?: string | undefined };

async function changeable(actor: Actor, campaignId: string) {
  const scope = await readableCampaign(actor, campaignId);
  const me = await assertMayChange(actor, scope, 'update');
  await assertB2bAgreed(actor, scope.campaign.leadspeekType);
  if (scope.campaign.status === 'archived') throw conflict('An archived campaign cannot be changed.');
  return { ...scope, me };
}

/** Writes the change with its user-log row, conditioned on the campaign still being there and not archived or removed. */
async function save(actor: Actor, scope: ClientScope & { campaign: Campaign; me: Parameters<typeof campaignAuditRow>[1] }, set: Partial<Campaign>, remove: string[], what: string, ctx: Ctx, clock: Clock) {
  const { campaign: c } = scope;
  const updatedAt = clock.now().toISOString();
  const audit = await campaignAuditRow(actor, scope.me, c, 'campaign_updated', `Updated ${what} of the campaign ${c.campaignName} (${c.leadspeekApiId})`, ctx.ip, clock);
  const renamed = typeof set.campaignName === 'string' && set.campaignName.trim().toLowerCase() !== c.campaignName.trim().toLowerCase() ? set.campaignName : undefined;
  const res = await createWriteTransaction({ campaign: campaignEntity, campaignCode: campaignCodeEntity, audit: auditEntity }, ({ campaign, campaignCode, audit: log }) => {
      let op = campaign.patch({ rootId: c.rootId, campaignId: c.campaignId }).set({ ...set, updatedAt } as never);
      if (remove.length) op = op.remove(remove as never);
      const rename = renamed
        ? [campaignCode.delete({ code: nameClaim(c, c.campaignName) }).commit(), campaignCode.create({ code: nameClaim(c, renamed), kind: 'name', rootId: c.rootId, campaignId: c.campaignId }).commit()]
        : [];
      return [op.where((a, w) => `${w.ne(a.status, 'removed')} AND ${w.ne(a.status, 'archived')}`).commit(), ...rename, log.create(audit).commit()];
    })
    .go();
  if (res.canceled) {
    if (renamed) await assertNameFree(c, renamed);
    throw conflict('This campaign changed meanwhile (archived or removed). Please reload it.');
  }
  const next = { ...c, ...set, updatedAt } as Campaign;
  for (const k of remove) delete (next as Record<string, unknown>)[k];
  return { result: 'success' as const, message: 'Data has been updated successfully', data: campaignView(next, scope.client, scope.agency) };
}

/** PUT /leadspeek/client/update: name, dates, reports, notifications, group and limits. */
export async function updateCampaign(actor: Actor, input: UpdateCampaignInput, ctx: Ctx, clock: Clock = systemClock) {
  const scope = await changeable(actor, input.campaign_id);
  await assertGroupOf(scope.client, input.companyGroupID || undefined);
  const c = scope.campaign;
  const limitError = enhanceLimitError({ leadspeekType: c.leadspeekType, LimitLead: input.LimitLead ?? c.LimitLead, LimitLeadFreq: input.LimitLeadFreq ?? c.LimitLeadFreq });
  if (limitError) throw validationError(limitError, { LimitLead: [limitError] });
  await assertBannersOf(scope.client, input.banner_ids);
  const { campaign_id: _id, startdatecampaign, enddatecampaign, companyGroupID, LimitLeadStart, LimitLeadEnd, banner_ids, ...rest } = input;
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (banner_ids) set.bannerIds = [...new Set(banner_ids)];
  const remove: string[] = [];
  for (const [k, v] of Object.entries({ startdatecampaign, enddatecampaign, companyGroupID: companyGroupID || undefined, LimitLeadStart, LimitLeadEnd })) {
    if (v !== undefined) set[k] = v;
    else if ((scope.campaign as Record<string, unknown>)[k] !== undefined) remove.push(k);
  }
  return save(actor, scope, set as Partial<Campaign>, remove, 'the settings', ctx, clock);
}

/** PUT /leadspeek/client/local/update: Site ID's data options. */
export async function updateLocalCampaign(actor: Actor, input: UpdateLocalInput, ctx: Ctx, clock: Clock = systemClock) {
  const scope = await changeable(actor, input.campaign_id);
  if (scope.campaign.leadspeekType !== 'local') throw validationError('This is not a Site ID campaign; use /leadspeek/client/locator/update.');
  const { campaign_id: _id, ...set } = input;
  return save(actor, scope, set, [], 'the Site ID options', ctx, clock);
}

/** PUT /leadspeek/client/locator/update: Search ID, Enhance ID and B2B ID targeting and data options. */
export async function updateLocatorCampaign(actor: Actor, input: UpdateLocatorInput, ctx: Ctx, clock: Clock = systemClock) {
  const scope = await changeable(actor, input.campaign_id);
  const module = scope.campaign.leadspeekType;
  if (module === 'local') throw validationError('A Site ID campaign has no targeting; use /leadspeek/client/local/update.');
  const errors = targetingErrors({ ...input, leadspeekType: module });
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0] ?? 'Check the targeting.', Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
  const { campaign_id: _id, ...fields } = input;
  const set = { ...fields, listB2BInformationId: module === 'b2b' ? fields.listB2BInformationId : [], listAdvanceInformationId: [] };
  return save(actor, scope, set, [], 'the targeting', ctx, clock);
}
