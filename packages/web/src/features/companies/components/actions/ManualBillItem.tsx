import { Menu } from '@mantine/core';
import { BILLING_MESSAGES, type CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useSetManualBill } from '../../api/manual-bill';
import { changeFailure } from '../../errors';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

const saved = (answer: { message: string }) => notify('success', answer.message);
const refused = (error: unknown) => notify('error', changeFailure(error, BILLING_MESSAGES.manualBillFailed));

/**
 * Manual bill in the row's menu (docs/product.md, Billing switches). Turning it on asks first
 * (ManualBillDialog); off: the agency's campaigns stop and billing to date is charged to its card. While
 * saving it shows the wanted state; the list is read again afterwards, so a refusal puts the stored state
 * back.
 */
export function ManualBillItem({ row, onTurnOn }: { row: CompanyRow; onTurnOn: () => void }) {
  const save = useSetManualBill({ onSuccess: saved, onError: refused });
  const checked = save.isPending ? save.variables.manualBill === 'T' : row.manual_bill === 'T';
  return (
    <Menu.CheckboxItem
      checked={checked}
      closeMenuOnClick
      disabled={save.isPending}
      onChange={(next) => (next ? onTurnOn() : save.mutate({ companyID: row.id, manualBill: 'F' }))}
    >
      Manual bill
    </Menu.CheckboxItem>
  );
}

/** On, after confirmation: the agency's campaigns are billed at wholesale lead cost to its card. */
export function ManualBillDialog({ row, opened, onClose }: { row: CompanyRow; opened: boolean; onClose: () => void }) {
  const save = useSetManualBill();
  return (
    <ConfirmDialog
      opened={opened}
      title={`Turn manual bill on for ${row.company_name}?`}
      confirmLabel="Turn on"
      busy={save.isPending}
      onClose={onClose}
      onConfirm={() =>
        save.mutate(
          { companyID: row.id, manualBill: 'T' },
          {
            onSuccess: (answer) => {
              onClose();
              saved(answer);
            },
            onError: (error) => {
              onClose();
              refused(error);
            },
          },
        )
      }
    >
      {`All campaigns of ${row.company_name} will be billed at wholesale lead cost directly to the agency's card. Billing the agency's clients is handled outside the platform.`}
    </ConfirmDialog>
  );
}
