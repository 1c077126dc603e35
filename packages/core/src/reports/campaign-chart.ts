import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { readableCampaign } from '../campaigns/campaign-access.js';
import { readDailyStats, statsDay, type DayStats } from '../leads/daily-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { validationError } from '../shared/errors.js';
import type { CampaignChart, CampaignInitDate, ChartDay, campaignChartPathSchema, campaignInitDatePathSchema } from './campaign-reports.contract.js';
import { dailyStatsEntity } from '../leads/daily-stats.entity.js';

const MAX_RANGE_DAYS = 366;

/** A yyyy-MM-dd range in order and at most a year long (the lead report's rule), else 422. */
export function checkRange(start: string, end: string): void {
  if (start > end) throw validationError('The end date is before the start date.', { end: ['The end date is before the start date.'] });
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_RANGE_DAYS) throw validationError('Choose at most one year.', { end: ['Choose at most one year.'] });
}

const chartDay = (d: DayStats, wholesale: boolean): ChartDay => ({
  day: d.day,
  delivered: d.delivered,
  suppressed: d.suppressed,
  over_limit: d.overLimit,
  pending: d.pending,
  test: d.test,
  spend_cents: d.retailCents,
  wholesale_cents: wholesale ? d.wholesaleCents : 0,
});

/**
 * GET /leadspeek/report/chart/{campaignId}/{start}/{end}: the campaign's leads per day (delivered,
 * suppressed, over limit, pending, test) and spend, from its day items (one query of at most 367
 * items, never the leads). Days are the client's; a client does not see wholesale amounts. Same
 * access as the campaign's lead report (removed campaigns keep theirs).
 */
export async function campaignChart(actor: Actor, path: z.infer<typeof campaignChartPathSchema>): Promise<CampaignChart> {
  checkRange(path.start, path.end);
  const { campaign, client } = await readableCampaign(actor, path.campaignId, { includeRemoved: true });
  const stats = await readDailyStats({ rootId: campaign.rootId, scope: 'campaign', scopeId: campaign.campaignId, module: campaign.leadspeekType }, path.start, path.end);
  const wholesale = actor.userType !== 'client';
  const days = stats.map((d) => chartDay(d, wholesale));
  const totals = days.reduce(
    (t, d) => ({
      delivered: t.delivered + d.delivered,
      suppressed: t.suppressed + d.suppressed,
      over_limit: t.over_limit + d.over_limit,
      pending: t.pending + d.pending,
      test: t.test + d.test,
      spend_cents: t.spend_cents + d.spend_cents,
      wholesale_cents: t.wholesale_cents + d.wholesale_cents,
    }),
    { delivered: 0, suppressed: 0, over_limit: 0, pending: 0, test: 0, spend_cents: 0, wholesale_cents: 0 },
  );
  return { campaign_id: campaign.campaignId, campaign_name: campaign.campaignName, leadspeek_api_id: campaign.leadspeekApiId, company_id: client.companyId, company_name: client.name, timezone: client.timezone ?? 'America/Chicago', start: path.start, end: path.end, totals, days };
}

/**
 * GET /leadspeek/report/initdate/{campaignId}: the first day the campaign counted a lead (its
 * oldest day item: one query of one item), the day it was created and today, in the client's zone.
 */
export async function campaignInitDate(actor: Actor, path: z.infer<typeof campaignInitDatePathSchema>, clock: Clock = systemClock): Promise<CampaignInitDate> {
  const { campaign, client } = await readableCampaign(actor, path.campaignId, { includeRemoved: true });
  const tz = client.timezone ?? 'America/Chicago';
  const first = await dailyStatsEntity.query.byScopeDay({ rootId: campaign.rootId, scope: 'campaign', scopeId: campaign.campaignId, module: campaign.leadspeekType }).go({ limit: 1, order: 'asc', attributes: ['day'] });
  return { init_date: first.data[0]?.day ?? null, created_date: statsDay(new Date(campaign.createdAt), tz), today: statsDay(clock.now(), tz), timezone: tz };
}
