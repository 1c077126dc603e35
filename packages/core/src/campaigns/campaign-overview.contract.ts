import { z } from 'zod';
import { CAMPAIGN_MODULES } from './modules.js';
import { CAMPAIGN_STATUSES } from './status.js';

/** GET /api/campaigns/overview/{companyId}: one row per campaign across the modules (docs/decisions.md, "Campaign builder with audiences"). */
export const campaignOverviewSchema = z.object({
  id: z.string(),
  leadspeek_api_id: z.string(),
  leadspeekType: z.enum(CAMPAIGN_MODULES),
  campaignName: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** This period: the client's month so far, in its time zone (yyyy-MM-dd). */
  period_start: z.string(),
  period_end: z.string(),
  /** Leads delivered this period. */
  leads: z.number().int(),
  /** What the client was charged for them (retail), in cents. */
  spend_cents: z.number().int(),
  created_at: z.string(),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;
export const campaignOverviewListSchema = z.object({ data: z.array(campaignOverviewSchema) });

/** GET /api/campaigns/clients/{companyId}: an agency's clients with what the Campaign and Ads Design menus made for them. */
export const clientOverviewSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  campaigns: z.object({ total: z.number().int(), running: z.number().int(), paused: z.number().int(), stopped: z.number().int(), archived: z.number().int() }),
  audiences: z.number().int(),
  banners: z.number().int(),
  created_at: z.string(),
});
export type ClientOverview = z.infer<typeof clientOverviewSchema>;
export const clientOverviewListSchema = z.object({ data: z.array(clientOverviewSchema) });
