import { Dialog } from '../../../components/dialogs/Dialog';

import { IconFileInvoice } from '@tabler/icons-react';
import type { CompanyRow, UserData } from '@platform/core/contracts';
import { RowDialogButton } from '../../../components/list/RowDialogButton';
import { InvoiceList } from './InvoiceList';

/**
 * A company row's invoices (the agency's for its clients, the platform's for its agencies); the API
 * answers only for companies the viewer may see. Sales people are not shown them.
 */
export function InvoicesButton({ row, user }: { row: CompanyRow; user: UserData }) {
  if (user.user_type === 'sales') return null;
  return (
    <RowDialogButton
      label={`Invoices of ${row.company_name}`}
      icon={<IconFileInvoice size={18} />}
      dialog={(opened, close) => (
        <Dialog centered={false} opened={opened} onClose={close} title={`Invoices of ${row.company_name}`} size="xl">
          {opened ? <InvoiceList companyId={row.id} companyName={row.company_name} /> : null}
        </Dialog>
      )}
    />
  );
}
