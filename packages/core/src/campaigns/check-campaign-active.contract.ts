import { z } from 'zod';
import { CAMPAIGN_MODULES } from './modules.js';

/** POST /api/leadspeek/check-campaign-active (docs/product.md, Agencies and clients): asked before a module is turned off. */
export const checkCampaignActiveSchema = z.object({
  company_id: z.string().min(1).max(64),
  leadspeek_type: z.enum(CAMPAIGN_MODULES),
  user_type: z.enum(['agency', 'client']).optional(),
});
export const checkCampaignActiveAnswerSchema = z.object({ active_campaign_id: z.array(z.string()) });
