import type { AccountDialog } from '../../../lib/access/menu';
import { ChangePasswordModal } from '../../account-security/components/ChangePasswordModal';
import { TwoFactorModal } from '../../account-security/components/TwoFactorModal';
import { ExclusionListModal } from '../../exclusions/components/ExclusionListModal';
import { DataWalletModal } from '../../wallet/components/DataWalletModal';
import { ApiKeyModal } from '../../developer/components/ApiKeyModal';

/** The profile menu's dialogs, each its feature's. */
export function AccountDialogModal({ dialog, onClose }: { dialog: AccountDialog | null; onClose: () => void }) {
  return (
    <>
      <ChangePasswordModal opened={dialog === 'change-password'} onClose={onClose} />
      <TwoFactorModal opened={dialog === 'two-factor'} onClose={onClose} />
      <ExclusionListModal opened={dialog === 'exclusion-list'} onClose={onClose} />
      <DataWalletModal opened={dialog === 'data-wallet'} onClose={onClose} />
      <ApiKeyModal opened={dialog === 'developer'} onClose={onClose} />
    </>
  );
}
