import type { CampaignView } from '@platform/core/contracts';

/**
 * The slot the lead engine (brief I) fills with its row actions, "Send test lead" and "Check embed
 * code", once their routes (POST /api/send-test-lead, POST /api/leadspeek/check-embed-code) exist:
 * each entry is a menu item of the campaign table's row menu, shown when `shows` says so.
 */
export interface CampaignRowExtension {
  key: string;
  label: string;
  shows: (campaign: CampaignView) => boolean;
  /** Opens its own dialog or runs its call; the table only hands it the campaign. */
  onSelect: (campaign: CampaignView) => void;
}

export const campaignRowExtensions: CampaignRowExtension[] = [];
