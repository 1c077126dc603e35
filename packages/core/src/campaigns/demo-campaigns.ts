import { newId } from '../platform/ids.js';
import type { Campaign } from './campaign.entity.js';
import { newLeadspeekApiId, newPixelCode } from './codes.js';
import { nameClaim } from './campaign-code.entity.js';
import { runningCountWrites } from './running-count.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from './campaign.entity.js';
import { campaignCodeEntity } from './campaign-code.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

type Seed = Omit<Campaign, 'rootId' | 'campaignId' | 'leadspeekApiId' | 'createdAt' | 'updatedAt'>;

async function put(rootId: string, seed: Seed, createdAt: Date): Promise<Campaign> {
  const item = { ...seed, rootId, campaignId: newId(), leadspeekApiId: newLeadspeekApiId(), createdAt: createdAt.toISOString(), updatedAt: createdAt.toISOString() } as Campaign;
  if (item.leadspeekType === 'local') Object.assign(item, { urlCode: newPixelCode(), urlCodeThankyou: newPixelCode() });
  const claims = [
    { code: item.leadspeekApiId, kind: 'api' as const },
    { code: nameClaim(item, item.campaignName), kind: 'name' as const },
    ...(item.urlCode ? [{ code: item.urlCode, kind: 'pixel' as const }] : []),
    ...(item.urlCodeThankyou ? [{ code: item.urlCodeThankyou, kind: 'thankyou' as const }] : []),
  ];
  await createWriteTransaction({ campaign: campaignEntity, campaignCode: campaignCodeEntity, company: companyEntity }, ({ campaign, campaignCode, company }) => [
      campaign.create(item).commit(),
      ...claims.map((c) => campaignCode.create({ ...c, rootId, campaignId: item.campaignId }).commit()),
      ...runningCountWrites({ company }, item, null, item.status),
    ])
    .go();
  return item;
}

const DAY = 86_400_000;

/**
 * The demo's campaigns: Bob's Bakery runs a Site ID campaign (its embed code on Acme's
 * host) and a Search ID campaign, both started 30 days ago; Globex Client has a paused one. The lead
 * engine's seed adds their leads.
 */
export async function seedDemoCampaigns(ids: { rootId: string; acmeId: string; bakeryId: string; globexId: string; globexClientId: string }, now: Date) {
  const started = new Date(now.getTime() - 30 * DAY);
  const site = await put(
    ids.rootId,
    {
      agencyId: ids.acmeId,
      companyId: ids.bakeryId,
      leadspeekType: 'local',
      campaignName: 'Bakery website visitors',
      status: 'running',
      firstStartedAt: started.toISOString(),
      reportType: 'CSV',
      reportSentTo: ['client@demo.test'],
      adminNotifyTo: ['agency@demo.test'],
      leadsAmountNotification: 50,
      phoneenabled: true,
      homeaddressenabled: true,
      requireemailaddress: true,
      reidentificationtype: '1 month',
      listAdvanceInformationId: ['income', 'home_owner'],
      LimitLead: 25,
      LimitLeadFreq: 'day',
    },
    started,
  );
  const search = await put(
    ids.rootId,
    {
      agencyId: ids.acmeId,
      companyId: ids.bakeryId,
      leadspeekType: 'locator',
      campaignName: 'Sourdough searchers in Illinois',
      status: 'running',
      firstStartedAt: started.toISOString(),
      reportType: 'Excel',
      reportSentTo: ['client@demo.test'],
      locatorkeyword: ['sourdough bread', 'artisan bakery', 'wedding cake'],
      locationtarget: 'state',
      locatorstate: ['IL'],
      locatorcity: ['Springfield', 'Chicago'],
      requireemailaddress: true,
      reidentificationtype: 'never',
      LimitLead: 100,
      LimitLeadFreq: 'week',
    },
    new Date(started.getTime() + 60_000),
  );
  const paused = await put(
    ids.rootId,
    {
      agencyId: ids.globexId,
      companyId: ids.globexClientId,
      leadspeekType: 'local',
      campaignName: 'Globex spring promotion',
      status: 'paused',
      firstStartedAt: new Date(now.getTime() - 20 * DAY).toISOString(),
      reportType: 'CSV',
      reportSentTo: ['client2@demo.test'],
      requireemailaddress: true,
      reidentificationtype: 'never',
    },
    new Date(now.getTime() - 20 * DAY),
  );
  // Running a month, silent for the last days: the demo's under-performing campaign (docs/decisions.md, "Campaign reports").
  const quiet = await put(
    ids.rootId,
    {
      agencyId: ids.acmeId,
      companyId: ids.bakeryId,
      leadspeekType: 'locator',
      campaignName: 'Wedding cake searchers',
      status: 'running',
      firstStartedAt: started.toISOString(),
      reportType: 'CSV',
      reportSentTo: ['client@demo.test'],
      locatorkeyword: ['wedding cake'],
      locationtarget: 'state',
      locatorstate: ['IL'],
      requireemailaddress: true,
      reidentificationtype: 'never',
    },
    new Date(started.getTime() + 120_000),
  );
  return { site, search, paused, quiet };
}
