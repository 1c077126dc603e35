import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

/**
 * PUT /api/configuration/client/disable-add-campaign: whether a client may add and change its own campaigns
 * (disable_client_add_campaign, docs/product.md, Agencies and clients). The state to go to, never a toggle.
 */
export const clientAddCampaignSchema = z.object({ company_id: z.string().trim().min(1).max(64), disable_client_add_campaign: tf });
export type ClientAddCampaignInput = z.infer<typeof clientAddCampaignSchema>;

export const clientAddCampaignAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), disable_client_add_campaign: tf });
