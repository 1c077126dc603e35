import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import type { CampaignAction, CampaignView } from '@platform/core/contracts';
import { CampaignLeadsModal } from '../components/CampaignLeadsModal';
import { CampaignTable, type CampaignRowHandlers } from '../components/CampaignTable';
import { CampaignWizard } from '../components/CampaignWizard';
import { EmbedCodeDialog } from '../components/EmbedCodeDialog';
import { PageHeader } from '../../../components/PageHeader';
import { MoveDialog } from '../components/MoveDialog';
import { useCampaignRowExtensions } from '../row-extensions';
import { useModuleScope, type ModuleScope } from '../use-module-scope';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * {module}/campaign-management: the campaign table with create and edit in the wizard, pause and
 * resume, archive, remove (each confirmed), the embed code to copy, and each campaign's leads.
 * The route's guard already sent system users to Agency List and clients whose add-campaign is
 * disabled to the Dashboard; the API refuses the same.
 */
export function CampaignManagementPage() {
  const scope = useModuleScope();
  if (!scope) return <Navigate to="/" replace />;
  return <CampaignManagement scope={scope} />;
}

function CampaignManagement({ scope }: { scope: ModuleScope }) {
  const t = useT();
  const tools = useCampaignRowExtensions(scope);
  const [wizard, setWizard] = useState<{ editing: CampaignView | null } | null>(null);
  const [moving, setMoving] = useState<{ campaign: CampaignView; action: CampaignAction } | null>(null);
  const [embed, setEmbed] = useState<CampaignView | null>(null);
  const [leads, setLeads] = useState<{ campaign: CampaignView; download: boolean } | null>(null);
  const handlers = useMemo<CampaignRowHandlers>(
    () => ({
      onEdit: (campaign) => setWizard({ editing: campaign }),
      onMove: (campaign, action) => setMoving({ campaign, action }),
      onEmbed: setEmbed,
      onLeads: (campaign, download) => setLeads({ campaign, download }),
      extensions: tools.items,
    }),
    [tools.items],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('page.module-campaign-management.title', { module: scope.name })}
        intro={scope.isClient ? 'Your campaigns, their status and their leads.' : 'Your clients’ campaigns, their status and their leads.'}
        action={
          scope.may.create ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setWizard({ editing: null })}>
              Create Campaign
            </Button>
          ) : null
        }
      />
      <CampaignTable scope={scope} handlers={handlers} />
      <CampaignWizard scope={scope} editing={wizard?.editing ?? null} opened={wizard !== null} onClose={() => setWizard(null)} />
      <MoveDialog target={moving} onClose={() => setMoving(null)} />
      <EmbedCodeDialog campaign={embed} onClose={() => setEmbed(null)} />
      <CampaignLeadsModal target={leads} onClose={() => setLeads(null)} />
      {tools.dialogs}
    </Stack>
  );
}
