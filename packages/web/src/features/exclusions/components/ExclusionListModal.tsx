import { Dialog } from '../../../components/dialogs/Dialog';

import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { ExclusionListPanel } from './ExclusionListPanel';

/** The dialog's close button, named for screen readers. */

/** Client Wide Exclusion List (profile menu, clients): the signed-in client's own list. */
export function ExclusionListModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Client Wide Exclusion List" size="xl">
      {opened ? <ClientList /> : null}
    </Dialog>
  );
}

function ClientList() {
  const user = useCurrentUser();
  return (
    <ExclusionListPanel
      target={{ kind: 'client', companyId: user.company_id }}
      description="E-mail addresses on this list are left out of every one of your campaigns: no lead is delivered or charged for them."
    />
  );
}
