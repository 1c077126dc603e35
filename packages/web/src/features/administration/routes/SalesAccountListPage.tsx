import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { SalesAccountRow } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { notify } from '../../../lib/notify';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { PageHeader } from '../components/PageHeader';
import { messageOf } from '../../../lib/forms/server-errors';
import { useSettingsPermissions } from '../permissions';
import { useRemoveSalesAccount } from '../sales-accounts/api/remove-sales-account';
import { useSalesAccounts } from '../sales-accounts/api/list-sales-accounts';
import { AddSalesAccountModal } from '../sales-accounts/components/AddSalesAccountModal';
import { EditSalesAccountModal } from '../sales-accounts/components/EditSalesAccountModal';
import { SalesAccountsTable } from '../sales-accounts/components/SalesAccountsTable';

/**
 * Sales Account List (/configuration/sales-account-list, system users only; the route's guard 404s
 * everyone else): the root company's sales staff, with how many companies each is assigned to.
 */
export function SalesAccountListPage() {
  const user = useCurrentUser();
  const companyId = user.company_root_id;
  const permissions = useSettingsPermissions();
  const accounts = useSalesAccounts(companyId);
  const remove = useRemoveSalesAccount();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SalesAccountRow | null>(null);
  const [deleting, setDeleting] = useState<SalesAccountRow | null>(null);

  const resetRemove = remove.reset;
  const askDelete = useCallback(
    (row: SalesAccountRow) => {
      resetRemove();
      setDeleting(row);
    },
    [resetRemove],
  );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { companyId, userId: deleting.id },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Sales Account List"
        intro="The platform's sales people, and how many companies each one looks after."
        action={
          permissions.create ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add Sales Account
            </Button>
          ) : null
        }
      />
      <SalesAccountsTable accounts={accounts.data} pending={accounts.isPending} error={accounts.error} permissions={permissions} onEdit={setEditing} onDelete={askDelete} />
      <AddSalesAccountModal companyId={companyId} opened={adding} onClose={() => setAdding(false)} />
      <EditSalesAccountModal companyId={companyId} account={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete sales account"
        question={`Delete ${deleting?.name ?? ''} (${deleting?.email ?? ''})? They can no longer sign in.`}
        pending={remove.isPending}
        failure={remove.isError ? messageOf(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
