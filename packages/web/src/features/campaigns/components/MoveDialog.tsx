import type { CampaignAction, CampaignView } from '@platform/core/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useMoveCampaign } from '../api/move-campaign';

const WORDING: Record<CampaignAction, { title: string; confirm: string; question: (name: string) => string; danger?: boolean }> = {
  run: { title: 'Resume campaign', confirm: 'Resume', question: (n) => `Resume ${n}? Leads will be delivered and charged again.` },
  pause: { title: 'Pause campaign', confirm: 'Pause', question: (n) => `Pause ${n}? No leads are delivered or charged while it is paused.` },
  archive: { title: 'Archive campaign', confirm: 'Archive', question: (n) => `Archive ${n}? An archived campaign stops for good and cannot be started again.` },
  remove: { title: 'Remove campaign', confirm: 'Remove', danger: true, question: (n) => `Remove ${n}? It disappears from every list; its leads stay in your reports.` },
};

/** Confirms one move of a campaign; the API's refusal (409 with the reason) shows inside the dialog. */
export function MoveDialog({ target, onClose }: { target: { campaign: CampaignView; action: CampaignAction } | null; onClose: () => void }) {
  const move = useMoveCampaign();
  const w = target ? WORDING[target.action] : WORDING.pause;
  const close = () => {
    move.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      title={w.title}
      confirmLabel={w.confirm}
      danger={w.danger}
      busy={move.isPending}
      failure={move.error ? messageOf(move.error) : null}
      onClose={close}
      onConfirm={() => {
        if (!target) return;
        move.mutate(
          { campaignId: target.campaign.id, action: target.action },
          {
            onSuccess: (answer) => {
              notify('success', answer.message);
              close();
            },
          },
        );
      }}
    >
      {target ? w.question(target.campaign.campaignName) : ''}
    </ConfirmDialog>
  );
}
