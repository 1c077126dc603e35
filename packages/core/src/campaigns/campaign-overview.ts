import type { Actor } from '../access/actor.js';
import { readDailyStats, statsDay } from '../leads/daily-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { permits } from '../roles/permits.js';
import { permissionsOfUser } from '../roles/roles.js';
import { getUser } from '../identity/users.js';
import { forbidden, notFound } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import { readableScope } from './campaign-access.js';
import type { Campaign } from './campaign.entity.js';
import type { CampaignOverview, ClientOverview } from './campaign-overview.contract.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from './campaign.entity.js';
import { audienceEntity } from '../audiences/audience.entity.js';
import { bannerEntity } from '../banners/banner.entity.js';

const DEFAULT_TZ = 'America/Chicago';
/** Day items read at once (one query each), so an agency of hundreds of campaigns does not open hundreds of requests together. */
const PARALLEL = 16;

async function inBatches<T, R>(items: readonly T[], fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) out.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(fn))));
  return out;
}

/** The companies named by id, read once each. */
async function companiesOf(rootId: string, ids: Iterable<string>): Promise<Map<string, Company>> {
  const unique = [...new Set(ids)];
  const res = unique.length ? await companyEntity.get(unique.map((companyId) => ({ rootId, companyId }))).go() : { data: [] as Company[] };
  return new Map(res.data.map((c) => [c.companyId, c]));
}

async function campaignsOf(rootId: string, company: Company): Promise<Campaign[]> {
  const q = company.kind === 'agency' ? campaignEntity.query.byAgency({ rootId, agencyId: company.companyId }) : campaignEntity.query.byCompany({ rootId, companyId: company.companyId });
  return (await q.go({ pages: 'all' })).data.filter((c) => c.status !== 'removed');
}

/**
 * GET /api/campaigns/overview/{companyId}: every campaign of an agency's clients (or of one client)
 * across the four modules, with its leads and spend this month in the client's time zone. One
 * query of the campaign index, then each campaign's day items of the month (at most 31 each, the
 * pipeline's per-campaign aggregates): never the leads. Removed campaigns are gone, as everywhere.
 */
export async function campaignOverview(actor: Actor, companyId: string, clock: Clock = systemClock): Promise<{ data: CampaignOverview[] }> {
  const { company } = await readableScope(actor, companyId);
  const campaigns = await campaignsOf(actor.rootId, company);
  const clients = await companiesOf(actor.rootId, campaigns.map((c) => c.companyId));
  const now = clock.now();
  const rows = await inBatches(campaigns, async (c): Promise<CampaignOverview> => {
    const client = clients.get(c.companyId);
    const today = statsDay(now, client?.timezone ?? DEFAULT_TZ);
    const start = `${today.slice(0, 8)}01`;
    const days = await readDailyStats({ rootId: c.rootId, scope: 'campaign', scopeId: c.campaignId, module: c.leadspeekType }, start, today);
    return {
      id: c.campaignId,
      leadspeek_api_id: c.leadspeekApiId,
      leadspeekType: c.leadspeekType,
      campaignName: c.campaignName,
      company_id: c.companyId,
      company_name: client?.name ?? '',
      status: c.status,
      period_start: start,
      period_end: today,
      leads: days.reduce((n, d) => n + d.delivered, 0),
      spend_cents: days.reduce((n, d) => n + d.retailCents, 0),
      created_at: c.createdAt,
    };
  });
  return { data: rows.sort((a, b) => a.company_name.localeCompare(b.company_name) || b.created_at.localeCompare(a.created_at)) };
}

/**
 * GET /api/campaigns/clients/{companyId}: an agency's clients, each with its campaigns by status,
 * its saved audiences and its banners. Four queries (the clients, and the agency's campaign,
 * audience and banner indexes), counted per client in memory. For the agency's team and the
 * root's staff with either the Campaign or the Ads Design menu (both menus' "Clients" open it).
 */
export async function clientOverview(actor: Actor, companyId: string): Promise<{ data: ClientOverview[] }> {
  if (actor.userType === 'sales' || actor.userType === 'client') throw forbidden('The client overview is for the agency’s team.');
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  const perms = await permissionsOfUser(me);
  if (!permits(perms, 'menuCampaign') && !permits(perms, 'menuAdsDesign')) throw forbidden('Your role does not allow this.');
  const { company } = await readableScope(actor, companyId);
  if (company.kind !== 'agency') throw notFound('Company not found.');
  const { rootId } = actor;
  const agencyId = company.companyId;
  const [clients, campaigns, audiences, banners] = await Promise.all([
    companyEntity.query.byParent({ rootId, parentId: agencyId }).go({ pages: 'all' }),
    campaignsOf(rootId, company),
    audienceEntity.query.byAgency({ rootId, agencyId }).go({ pages: 'all' }),
    bannerEntity.query.byAgency({ rootId, agencyId }).go({ pages: 'all' }),
  ]);
  const count = <T extends { companyId: string }>(rows: readonly T[], id: string) => rows.filter((r) => r.companyId === id).length;
  return {
    data: clients.data
      .filter((c) => c.kind === 'client')
      .map((c) => {
        const own = campaigns.filter((x) => x.companyId === c.companyId);
        return {
          company_id: c.companyId,
          company_name: c.name,
          campaigns: {
            total: own.length,
            running: own.filter((x) => x.status === 'running').length,
            paused: own.filter((x) => x.status === 'paused').length,
            stopped: own.filter((x) => x.status === 'stopped').length,
            archived: own.filter((x) => x.status === 'archived').length,
          },
          audiences: count(audiences.data, c.companyId),
          banners: count(banners.data, c.companyId),
          created_at: c.createdAt,
        };
      })
      .sort((a, b) => a.company_name.localeCompare(b.company_name)),
  };
}
