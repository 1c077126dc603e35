import type { Actor } from '../access/actor.js';
import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { conflict, forbidden, validationError } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import { assertMayChange, readableClient } from './campaign-access.js';
import { campaignAuditRow } from './campaign-audit.js';
import type { Campaign } from './campaign.entity.js';
import { enhanceLimitError, type CreateCampaignInput } from './campaign.contract.js';
import { campaignView } from './campaign-view.js';
import { nameClaim } from './campaign-code.entity.js';
import { newLeadspeekApiId, newPixelCode } from './codes.js';
import { MODULE_LABELS as MODULE_NAMES, type CampaignModule } from './modules.js';
import { firstStartWrites, settleSetupFeeAfterStart } from '../billing-runs/setup-fee.js';
import { assertB2bOpen } from './b2b-beta.js';
import { assertSubscriptionLive } from '../subscriptions/subscription-bill.js';
import { runningCountWrites } from './running-count.js';
import { createWriteTransaction } from 'electrodb';
import { featureAgreementEntity } from '../agreements/feature-agreement.entity.js';
import { companyGroupEntity } from './company-group.entity.js';
import { bannerEntity } from '../banners/banner.entity.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';
import { campaignEntity } from './campaign.entity.js';
import { campaignCodeEntity } from './campaign-code.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { billingEventEntity } from '../billing/billing-event.entity.js';
import { billingRootEntity } from '../billing-runs/billing-run.entity.js';

export const B2B_AGREEMENT_REQUIRED = 'Please agree to the B2B ID Service Agreement before managing B2B ID campaigns.';

/** A module is open to a client when both it and its agency have it (no list stored: the platform's defaults). */
export function assertModuleOpen(client: Company, agency: Company, module: CampaignModule) {
  const has = (c: Company) => !c.enabledModules || c.enabledModules.includes(module);
  if (!has(agency) || !has(client)) throw validationError(`The ${MODULE_NAMES[module]} module is not enabled for ${client.name}.`, { leadspeekType: [`The ${MODULE_NAMES[module]} module is not enabled for this client.`] });
}

/** B2B ID is beta: its campaigns need the acting user's "Yes I Agree" to the Service Agreement (docs/product.md, Campaigns and the four modules). */
export async function assertB2bAgreed(actor: Actor, module: CampaignModule) {
  if (module !== 'b2b') return;
  const rec = await featureAgreementEntity.get({ rootId: actor.rootId, userId: actor.userId, featureId: 'b2b_module' }).go();
  if (!rec.data) throw forbidden(B2B_AGREEMENT_REQUIRED);
}

export async function assertGroupOf(client: Company, groupId: string | undefined) {
  if (!groupId) return;
  const g = await companyGroupEntity.get({ rootId: client.rootId, companyId: client.companyId, groupId }).go();
  if (!g.data) throw validationError('Choose one of the client’s company groups.', { companyGroupID: ['Choose one of the client’s company groups.'] });
}

/** Banners a campaign runs with are its client's own (Ads Design); another's is the same 422 as a missing one. */
export async function assertBannersOf(client: Company, bannerIds: readonly string[] | undefined) {
  const ids = [...new Set(bannerIds ?? [])];
  if (!ids.length) return;
  const found = (await bannerEntity.get(ids.map((bannerId) => ({ rootId: client.rootId, bannerId }))).go()).data;
  const mine = new Set(found.filter((b) => b.companyId === client.companyId).map((b) => b.bannerId));
  if (ids.some((id) => !mine.has(id))) throw validationError('Choose banners of this client.', { banner_ids: ['Choose banners of this client.'] });
}

/** The client's cost-module limits for the module, the campaign's defaults. */
async function clientLimits(client: Company, module: CampaignModule) {
  const row = (await clientCostEntity.get({ rootId: client.rootId, companyId: client.companyId, module }).go()).data;
  const v = (row?.values ?? {}) as Record<string, unknown>;
  const num = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : 0);
  const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
  const freq = str('LimitLeadFreq');
  return {
    CostMaxLead: num('CostMaxLead'),
    LimitLead: num('LimitLead'),
    LimitLeadFreq: freq === 'week' || freq === 'month' ? freq : ('day' as const),
    LimitLeadStart: str('LimitLeadStart'),
    LimitLeadEnd: str('LimitLeadEnd'),
    minimumLimitLeads: num('minimumLimitLeads'),
  };
}

const defined = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * POST /leadspeek/client/create: a running campaign for a client, its public codes claimed and
 * its user-log row written in one transaction (a code taken by another campaign is drawn again).
 */
export async function createCampaign(actor: Actor, input: CreateCampaignInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const scope = await readableClient(actor, input.company_id);
  const me = await assertMayChange(actor, scope, 'create');
  const { client, agency } = scope;
  const module = input.leadspeekType;
  assertModuleOpen(client, agency, module);
  assertB2bOpen(module, agency);
  assertSubscriptionLive(agency, clock.now());
  await assertB2bAgreed(actor, module);
  await assertGroupOf(client, input.companyGroupID);
  await assertBannersOf(client, input.banner_ids);
  const limits = { ...(await clientLimits(client, module)), ...defined({ CostMaxLead: input.CostMaxLead, LimitLead: input.LimitLead, LimitLeadFreq: input.LimitLeadFreq, LimitLeadStart: input.LimitLeadStart, LimitLeadEnd: input.LimitLeadEnd, minimumLimitLeads: input.minimumLimitLeads }) };
  // The client's default limit counts too: an Enhance ID campaign below the minimum is refused whichever set it.
  const limitError = enhanceLimitError({ leadspeekType: module, ...limits });
  if (limitError) throw validationError(limitError, { LimitLead: [limitError] });
  const site = module === 'local';
  const targeted = module !== 'local';
  const now = clock.now().toISOString();

  for (let attempt = 0; attempt < 3; attempt++) {
    const item: Campaign = {
      rootId: client.rootId,
      campaignId: newId(),
      agencyId: agency.companyId,
      companyId: client.companyId,
      leadspeekType: module,
      leadspeekApiId: newLeadspeekApiId(),
      campaignName: input.campaignName,
      status: 'running',
      firstStartedAt: now,
      reportType: input.reportType,
      reportSentTo: input.reportSentTo,
      adminNotifyTo: input.adminNotifyTo,
      leadsAmountNotification: input.leadsAmountNotification,
      phoneenabled: input.phoneenabled,
      homeaddressenabled: input.homeaddressenabled,
      requireemailaddress: input.requireemailaddress,
      reidentificationtype: input.reidentificationtype,
      listAdvanceInformationId: site ? input.listAdvanceInformationId : [],
      listB2BInformationId: module === 'b2b' ? input.listB2BInformationId : [],
      locatorkeyword: targeted ? input.locatorkeyword : [],
      locatorstate: targeted ? input.locatorstate : [],
      locatorcity: targeted ? input.locatorcity : [],
      locatorzip: targeted ? input.locatorzip : [],
      locationtarget: input.locationtarget,
      nationaltargeting: targeted ? input.nationaltargeting : false,
      ...limits,
      bannerIds: [...new Set(input.banner_ids ?? [])],
      ...defined({ startdatecampaign: input.startdatecampaign, enddatecampaign: input.enddatecampaign, companyGroupID: input.companyGroupID || undefined }),
      ...(site ? { urlCode: newPixelCode(), urlCodeThankyou: newPixelCode() } : {}),
      createdByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    } as Campaign;
    const claims: { code: string; kind: 'api' | 'pixel' | 'thankyou' | 'name' }[] = [{ code: item.leadspeekApiId, kind: 'api' }, { code: nameClaim(item, item.campaignName), kind: 'name' }];
    if (item.urlCode) claims.push({ code: item.urlCode, kind: 'pixel' });
    if (item.urlCodeThankyou) claims.push({ code: item.urlCodeThankyou, kind: 'thankyou' });
    const audit = await campaignAuditRow(actor, me, item, 'campaign_created', `Added the ${MODULE_NAMES[module]} campaign ${item.campaignName} (${item.leadspeekApiId}) for ${client.name}`, ctx.ip, clock);
    const res = await runTransaction(() =>
      createWriteTransaction({ campaign: campaignEntity, campaignCode: campaignCodeEntity, company: companyEntity, audit: auditEntity, billingEvent: billingEventEntity, billingRoot: billingRootEntity }, ({ campaign, campaignCode, company, audit: log, billingEvent, billingRoot }) => [
          campaign.create(item).commit(),
          ...runningCountWrites({ company }, item, null, item.status),
          ...claims.map((c) => campaignCode.create({ ...c, rootId: item.rootId, campaignId: item.campaignId }).commit()),
          log.create(audit).commit(),
          // Created running is its first start: the set-up fee's event, settled right after.
          ...firstStartWrites({ billingEvent, billingRoot }, item, actor.userId, now),
        ])
        .go(),
    );
    if (res.ok) {
      // A declined set-up fee may have stopped it (the client's failed-payment choice): answer it as it is.
      const fee = await settleSetupFeeAfterStart(item.rootId, item.campaignId, now, clock);
      const saved = fee === 'failed' ? ((await campaignEntity.get({ rootId: item.rootId, campaignId: item.campaignId }).go()).data ?? item) : item;
      return { result: 'success' as const, message: 'Data has been added successfully', data: campaignView(saved, client, agency) };
    }
    await assertNameFree(item, item.campaignName);
  }
  throw conflict('Could not claim a unique campaign code; please try again.');
}

export const NAME_TAKEN = 'A campaign with this name already exists for this client.';

/** A 409 on campaignName when another of the client's campaigns of the module has the name. */
export async function assertNameFree(c: { rootId: string; companyId: string; leadspeekType: string; campaignId?: string }, name: string) {
  const claim = (await campaignCodeEntity.get({ code: nameClaim(c, name) }).go()).data;
  if (claim && claim.campaignId !== c.campaignId) throw conflict(NAME_TAKEN, { campaignName: [NAME_TAKEN] });
}
