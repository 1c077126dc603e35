import type { z } from 'zod';
import { readableScope } from '../campaigns/campaign-access.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import type { ApiClient } from '../developer/scopes.js';
import { readDailyStats, statsDay } from '../leads/daily-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { actorOfApiClient } from './acting-actor.js';
import type { usageAnswerSchema, usageQuerySchema } from './public-api.contract.js';
import { requireScope } from './scope.js';

/**
 * Delivered leads and what they cost the client this calendar month (the company's time zone, as
 * the dashboard counts days), per module and in total: the daily aggregates, never the leads.
 */
export async function publicUsage(client: ApiClient, query: z.infer<typeof usageQuerySchema>, clock: Clock = systemClock): Promise<z.infer<typeof usageAnswerSchema>> {
  requireScope(client, 'usage:read');
  const { company } = await readableScope(await actorOfApiClient(client), query.company_id ?? client.companyId);
  const tz = company.timezone ?? 'America/Chicago';
  const today = statsDay(clock.now(), tz);
  const start = `${today.slice(0, 8)}01`;
  const endDate = new Date(`${start}T00:00:00Z`);
  endDate.setUTCMonth(endDate.getUTCMonth() + 1, 0);
  const end = endDate.toISOString().slice(0, 10);
  const scope = company.kind === 'client' ? 'client' : 'agency';
  const modules = await Promise.all(
    CAMPAIGN_MODULES.map(async (module) => {
      const days = await readDailyStats({ rootId: company.rootId, scope, scopeId: company.companyId, module }, start, today);
      return { module, leads: days.reduce((t, d) => t + d.delivered, 0), spend_cents: days.reduce((t, d) => t + d.retailCents, 0) };
    }),
  );
  return {
    company_id: company.companyId,
    period: { start, end, time_zone: tz },
    leads: modules.reduce((t, m) => t + m.leads, 0),
    spend_cents: modules.reduce((t, m) => t + m.spend_cents, 0),
    modules,
  };
}
