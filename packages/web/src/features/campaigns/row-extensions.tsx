import { IconChartBar, IconSend, IconWorldSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CampaignView } from '@platform/core/contracts';
import { messageOf } from '../../lib/forms/server-errors';
import { notify } from '../../lib/notify';
import { useSendTestLead } from './api/lead-tools';
import { EmbedCheckDialog } from './components/EmbedCheckDialog';
import type { ModuleScope } from './use-module-scope';

/** One more item of the campaign table's row menu, shown when `shows` says so. */
export interface CampaignRowExtension {
  key: string;
  label: string;
  icon: ReactNode;
  shows: (campaign: CampaignView) => boolean;
  /** Opens its own dialog or runs its call; the table only hands it the campaign. */
  onSelect: (campaign: CampaignView) => void;
}

/**
 * The campaign table's row tools: "Chart and reports" (the campaign's report page), "Send test lead" (for whoever may change the
 * campaign; the API's once-a-minute refusal shows as it says) and "Check embed code" (Site ID
 * campaigns, which carry one). The page renders `dialogs` once.
 */
export function useCampaignRowExtensions(scope: ModuleScope): { items: CampaignRowExtension[]; dialogs: ReactNode } {
  const sendTest = useSendTestLead();
  const [checking, setChecking] = useState<CampaignView | null>(null);
  const { mutate } = sendTest;
  const mayUpdate = scope.may.update;
  const navigate = useNavigate();
  const base = scope.url;
  const items = useMemo<CampaignRowExtension[]>(
    () => [
      {
        key: 'campaign-report',
        label: 'Chart and reports',
        icon: <IconChartBar size={16} aria-hidden />,
        shows: () => true,
        onSelect: (c) => void navigate(`/${base}/campaign-report/${encodeURIComponent(c.id)}`),
      },
      {
        key: 'send-test-lead',
        label: 'Send test lead',
        icon: <IconSend size={16} aria-hidden />,
        shows: (c) => mayUpdate && c.status !== 'archived',
        onSelect: (c) =>
          mutate(c.id, {
            onSuccess: (answer) => notify('success', answer.message),
            onError: (error) => notify('error', messageOf(error)),
          }),
      },
      {
        key: 'check-embed-code',
        label: 'Check embed code',
        icon: <IconWorldSearch size={16} aria-hidden />,
        shows: (c) => Boolean(c.embed_code),
        onSelect: setChecking,
      },
    ],
    [mayUpdate, mutate, navigate, base],
  );
  return { items, dialogs: <EmbedCheckDialog campaign={checking} onClose={() => setChecking(null)} /> };
}
