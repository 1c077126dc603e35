import type { SalesAccountRow } from '@platform/core/contracts';
import { ListPage } from '../../../components/list/ListPage';
import { mutationRemoval } from '../../../components/list/mutation-removal';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
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
  return (
    <ListPage<SalesAccountRow>
      title="Sales Account List"
      intro="The platform's sales people, and how many companies each one looks after."
      addLabel="Add Sales Account"
      canAdd={permissions.create}
      table={({ edit, remove: askRemove }) => (
        <SalesAccountsTable accounts={accounts.data} pending={accounts.isPending} error={accounts.error} permissions={permissions} onEdit={edit} onDelete={askRemove} />
      )}
      addDialog={({ opened, onClose }) => <AddSalesAccountModal companyId={companyId} opened={opened} onClose={onClose} />}
      editDialog={({ row, onClose }) => <EditSalesAccountModal companyId={companyId} account={row} onClose={onClose} />}
      removal={mutationRemoval(remove, {
        title: 'Delete sales account',
        question: (row) => `Delete ${row.name} (${row.email})? They can no longer sign in.`,
        variables: (row) => ({ companyId, userId: row.id }),
      })}
    />
  );
}
