import { Menu } from '@mantine/core';
import { useState } from 'react';
import { BILLING_MESSAGES, type CompanyRow, type TF } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useSetManualBill } from '../../api/manual-bill';
import { changeFailure } from '../../errors';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * Manual bill (seed 001 §4). On, after confirmation: the agency's campaigns are billed at wholesale
 * lead cost to its card. Off: its campaigns stop and billing to date is charged to its card. The
 * switch shows the wanted state while saving and goes back to the stored one if that fails.
 */
export function ManualBillItem({ row }: { row: CompanyRow }) {
  const [confirming, setConfirming] = useState(false);
  const save = useSetManualBill();
  const checked = save.isPending ? save.variables.manualBill === 'T' : row.manual_bill === 'T';
  const send = (manualBill: TF) =>
    save.mutate(
      { companyID: row.id, manualBill },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          notify('success', answer.message);
        },
        onError: (error) => {
          setConfirming(false);
          notify('error', changeFailure(error, BILLING_MESSAGES.manualBillFailed));
        },
      },
    );
  return (
    <>
      <Menu.CheckboxItem checked={checked} closeMenuOnClick disabled={save.isPending} onChange={(next) => (next ? setConfirming(true) : send('F'))}>
        Manual bill
      </Menu.CheckboxItem>
      <ConfirmDialog
        opened={confirming}
        title={`Turn manual bill on for ${row.company_name}?`}
        confirmLabel="Turn on"
        busy={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => send('T')}
      >
        {`All campaigns of ${row.company_name} will be billed at wholesale lead cost directly to the agency's card. Billing the agency's clients is handled outside the platform.`}
      </ConfirmDialog>
    </>
  );
}
