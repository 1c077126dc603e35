import { IconCurrencyDollar } from '@tabler/icons-react';
import { pricingRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { RowDialogButton } from '../../../components/list/RowDialogButton';
import { AgencyCostModal } from './AgencyCostModal';

/** An agency row's "Set Cost for Agency" action; nothing for anyone the API would refuse. */
export function SetCostButton({ row, user }: { row: CompanyRow; user: UserData }) {
  if (!pricingRowActions(user, row).costs) return null;
  return (
    <RowDialogButton
      label={`Set cost for ${row.company_name}`}
      icon={<IconCurrencyDollar size={18} />}
      dialog={(opened, close) => <AgencyCostModal agency={row} opened={opened} onClose={close} />}
    />
  );
}
