import { IconHistory } from '@tabler/icons-react';
import { pricingRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { RowDialogButton } from '../../../components/list/RowDialogButton';
import { UserLogsModal } from './UserLogsModal';

/** An agency row's "User Logs" action; hidden from sales, whom the API refuses (403). */
export function UserLogsButton({ row, user }: { row: CompanyRow; user: UserData }) {
  if (!pricingRowActions(user, row).logs) return null;
  return (
    <RowDialogButton
      label={`User logs of ${row.company_name}`}
      icon={<IconHistory size={18} />}
      dialog={(opened, close) => <UserLogsModal company={row} opened={opened} onClose={close} />}
    />
  );
}
