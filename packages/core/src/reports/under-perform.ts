import type { Actor } from '../access/actor.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import { batchGet } from '../db/batch-get.js';
import { statsDay } from '../leads/daily-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden } from '../shared/errors.js';
import { companyGetter, getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import type { UnderPerformRow } from './campaign-reports.contract.js';
import { lookbackDays, underPerforming } from './under-perform-rule.js';
import { mapLimit } from '../platform/concurrency.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { dailyStatsEntity } from '../leads/daily-stats.entity.js';

/** How many campaigns' day items are read at once. */
const CONCURRENCY = 16;

/** The agencies whose clients' campaigns the actor looks at: the root's system users all of their tree, an agency's staff their own. */
async function agenciesOf(actor: Actor): Promise<Company[]> {
  if (actor.userType === 'sales' || actor.userType === 'client') throw forbidden('Only the platform and agencies see under-performing campaigns.');
  if (actor.companyId === actor.rootId) {
    if (!actor.systemUser) throw forbidden('Only the platform and agencies see under-performing campaigns.');
    const res = await companyEntity.query.byParent({ rootId: actor.rootId, parentId: actor.rootId }).go({ pages: 'all' });
    return res.data.filter((c) => c.kind === 'agency');
  }
  const me = await getCompany(actor.rootId, actor.companyId);
  if (me?.kind !== 'agency') throw forbidden('Only the platform and agencies see under-performing campaigns.');
  return [me];
}

/**
 * GET /configuration/get-under-perform-campaigns: the running campaigns of the caller's tree (the
 * root's) or of its clients (an agency's) that the rule in under-perform-rule.ts flags, worst first
 * (no leads, then the largest fall). Reads each running campaign's 14 day items (one query each),
 * never the leads.
 */
export async function underPerformingCampaigns(actor: Actor, clock: Clock = systemClock): Promise<{ data: UnderPerformRow[] }> {
  const agencies = await agenciesOf(actor);
  const now = clock.now();
  const perAgency = await mapLimit(agencies, CONCURRENCY, async (agency) => {
    const res = await campaignEntity.query.byAgency({ rootId: agency.rootId, agencyId: agency.companyId })
      .where((a, op) => op.eq(a.status, 'running'))
      .go({ pages: 'all' });
    return res.data.map((c) => ({ c, agency }));
  });
  const running = perAgency.flat();
  const clients = new Map<string, Company>();
  const clientIds = [...new Set(running.map((r) => r.c.companyId))];
  for (const c of await batchGet(clientIds.map((id) => companyGetter(actor.rootId, id)))) if (c) clients.set(c.companyId, c);

  const judged = await mapLimit(running, CONCURRENCY, async ({ c, agency }: { c: Campaign; agency: Company }) => {
    const client = clients.get(c.companyId);
    if (!client) return null;
    const tz = client.timezone ?? 'America/Chicago';
    const today = statsDay(now, tz);
    const { from, to } = lookbackDays(today);
    const stats = await dailyStatsEntity.query.byScopeDay({ rootId: c.rootId, scope: 'campaign', scopeId: c.campaignId, module: c.leadspeekType })
      .between({ day: from }, { day: to })
      .go({ attributes: ['day', 'delivered'] });
    const delivered = new Map(stats.data.map((d) => [d.day, d.delivered ?? 0]));
    const started = c.firstStartedAt ?? c.createdAt;
    const verdict = underPerforming({ startedDay: statsDay(new Date(started), tz), today, delivered });
    if (!verdict) return null;
    const row: UnderPerformRow = {
      campaign_id: c.campaignId,
      campaign_name: c.campaignName,
      leadspeek_api_id: c.leadspeekApiId,
      module: c.leadspeekType,
      status: c.status,
      client_id: client.companyId,
      client_name: client.name,
      agency_id: agency.companyId,
      agency_name: agency.name,
      reason: verdict.reason,
      last7: verdict.last7,
      previous7: verdict.previous7,
      last_lead_day: verdict.lastLeadDay,
    };
    return row;
  });
  const rows = judged.filter((r): r is UnderPerformRow => r !== null);
  const fall = (r: UnderPerformRow) => r.previous7 - r.last7;
  rows.sort((a, b) => (a.reason === b.reason ? fall(b) - fall(a) || a.campaign_name.localeCompare(b.campaign_name) : a.reason === 'no_leads' ? -1 : 1));
  return { data: rows };
}
