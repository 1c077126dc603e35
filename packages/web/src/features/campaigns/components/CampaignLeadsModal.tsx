import { Dialog } from '../../../components/dialogs/Dialog';

import type { CampaignView } from '@platform/core/contracts';
import { campaignLeadsPath } from '../api/leads';
import { LeadsBrowser } from './LeadsBrowser';

/** A campaign's leads (view, and download from the row menu). */
export function CampaignLeadsModal({ target, onClose }: { target: { campaign: CampaignView; download: boolean } | null; onClose: () => void }) {
  return (
    <Dialog opened={target !== null} onClose={onClose} title={target ? `Leads · ${target.campaign.campaignName}` : 'Leads'} size="xl">
      {target ? <LeadsBrowser label={`Leads of ${target.campaign.campaignName}`} pathFor={(r) => campaignLeadsPath(target.campaign.id, r)} autoDownload={target.download} /> : null}
    </Dialog>
  );
}
