import { IconReceipt2 } from '@tabler/icons-react';
import { pricingRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { RowDialogButton } from '../../../components/list/RowDialogButton';
import { ClientPriceModal } from './ClientPriceModal';

/** A client row's price set-up, for those who manage the client's agency; nothing for sales. */
export function ClientPriceButton({ row, user }: { row: CompanyRow; user: UserData }) {
  if (!pricingRowActions(user, row).prices) return null;
  return (
    <RowDialogButton
      label={`Set price for ${row.company_name}`}
      icon={<IconReceipt2 size={18} />}
      dialog={(opened, close) => <ClientPriceModal client={row} opened={opened} onClose={close} />}
    />
  );
}
