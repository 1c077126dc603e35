import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { readableScope } from '../campaigns/campaign-access.js';
import type { Dashboard, dashboardPathSchema } from '../campaigns/campaign.contract.js';
import { readDailyStats, statsDay } from './daily-stats.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/**
 * GET /leadspeek/dashboard/{type}/{companyId}: a client's (or an agency's, over all its clients)
 * delivered leads today, in 7 and 30 days, the 30 days' spend, running campaigns and the leads per
 * day, in the company's time zone. Reads the daily aggregates (one query of 30 items) and the
 * running campaigns' index, never the leads.
 */
export async function moduleDashboard(actor: Actor, path: z.infer<typeof dashboardPathSchema>, clock: Clock = systemClock): Promise<Dashboard> {
  const { company } = await readableScope(actor, path.companyId);
  const tz = company.timezone ?? 'America/Chicago';
  const now = clock.now();
  const today = statsDay(now, tz);
  // 29 calendar days before today, counted on the day itself: subtracting 29 × 24 h from the instant
  // lands on the wrong day near midnight when a daylight-saving change lies between.
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  const first = start.toISOString().slice(0, 10);
  const scope = company.kind === 'client' ? 'client' : 'agency';
  const days = await readDailyStats({ rootId: company.rootId, scope, scopeId: company.companyId, module: path.type }, first, today);
  const sum = (n: number) => days.slice(-n).reduce((t, d) => t + d.delivered, 0);
  const q = campaignEntity.query;
  const key = { rootId: company.rootId, leadspeekType: path.type, status: 'running' as const };
  const running = company.kind === 'client' ? await q.byCompany({ ...key, companyId: company.companyId }).go({ pages: 'all', attributes: ['campaignId'] }) : await q.byAgency({ ...key, agencyId: company.companyId }).go({ pages: 'all', attributes: ['campaignId'] });
  return {
    today: sum(1),
    last7: sum(7),
    last30: sum(30),
    spend_cents_30: days.reduce((t, d) => t + d.retailCents, 0),
    active_campaigns: running.data.length,
    time_zone: tz,
    days: days.map((d) => ({ day: d.day, delivered: d.delivered, suppressed: d.suppressed, over_limit: d.overLimit, spend_cents: d.retailCents })),
  };
}
