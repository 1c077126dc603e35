import { EmptyState, Modal } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import type { AccountDialog } from '../../../lib/access/menu';
import { ChangePasswordModal } from '../../account-security/components/ChangePasswordModal';
import { TwoFactorModal } from '../../account-security/components/TwoFactorModal';
import { ExclusionListModal } from '../../exclusions/components/ExclusionListModal';
import { DataWalletModal } from '../../wallet/components/DataWalletModal';
import { ACCOUNT_DIALOGS, isComingSoon } from '../account-dialogs';

/** The dialog's close button, named for screen readers. */
const CLOSE = { 'aria-label': 'Close' };

/**
 * The profile menu's dialogs: Change Password and Two Factor Authentication are the account
 * security feature's; the others still say what they will hold.
 */
export function AccountDialogModal({ dialog, onClose }: { dialog: AccountDialog | null; onClose: () => void }) {
  const copy = dialog && isComingSoon(dialog) ? ACCOUNT_DIALOGS[dialog] : null;
  return (
    <>
      <ChangePasswordModal opened={dialog === 'change-password'} onClose={onClose} />
      <TwoFactorModal opened={dialog === 'two-factor'} onClose={onClose} />
      <ExclusionListModal opened={dialog === 'exclusion-list'} onClose={onClose} />
      <DataWalletModal opened={dialog === 'data-wallet'} onClose={onClose} />
      <Modal opened={copy !== null} onClose={onClose} title={copy?.title} centered closeButtonProps={CLOSE}>
        {copy ? (
          <EmptyState
            icon={<IconHourglassEmpty size={28} />}
            withIndicatorBackground
            title="Coming soon"
            description={`${copy.description} This is coming soon.`}
          />
        ) : null}
      </Modal>
    </>
  );
}
