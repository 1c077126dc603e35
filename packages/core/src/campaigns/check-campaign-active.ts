import type { Actor } from '../access/actor.js';
import { managedCompany } from '../tenancy/company-chain.js';
import { activeCampaignIds } from './active-campaigns.js';
import type { z } from 'zod';
import type { checkCampaignActiveSchema } from './check-campaign-active.contract.js';

/** Which campaigns would block turning the module off, for the company's managers only. */
export async function checkCampaignActive(actor: Actor, input: z.infer<typeof checkCampaignActiveSchema>) {
  const { company } = await managedCompany(actor, input.company_id);
  return { active_campaign_id: await activeCampaignIds(company, input.leadspeek_type) };
}
