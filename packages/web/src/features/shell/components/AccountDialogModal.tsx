import { EmptyState, Modal } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import type { AccountDialog } from '../../../lib/access/menu';
import { ACCOUNT_DIALOGS } from '../account-dialogs';

export function AccountDialogModal({ dialog, onClose }: { dialog: AccountDialog | null; onClose: () => void }) {
  const copy = dialog ? ACCOUNT_DIALOGS[dialog] : null;
  return (
    <Modal opened={copy !== null} onClose={onClose} title={copy?.title} centered>
      {copy ? (
        <EmptyState
          icon={<IconHourglassEmpty size={28} />}
          withIndicatorBackground
          title="Coming soon"
          description={`${copy.description} This is coming soon.`}
        />
      ) : null}
    </Modal>
  );
}
