import { ActionIcon, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useState } from 'react';
import { BILLING_MESSAGES, type CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useSettleFailedPayment } from '../../api/settlement';
import { changeFailure } from '../../errors';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

/**
 * The red card of an agency whose payment failed (docs/product.md, Billing switches). The root, on its own
 * agencies, clears it by manual settlement; other viewers (never sales) only see it.
 */
export function PaymentFailedAction({ row, canSettle }: { row: CompanyRow; canSettle: boolean }) {
  const [opened, setOpened] = useState(false);
  const settle = useSettleFailedPayment({
    onSuccess: (answer) => {
      notify('success', answer.message);
      setOpened(false);
    },
  });
  if (!canSettle || !row.user_id) {
    return (
      <Tooltip label="Payment failed" withArrow>
        <ThemeIcon variant="transparent" color="red" aria-label="Payment failed" role="img">
          <IconCreditCardOff size={18} />
        </ThemeIcon>
      </Tooltip>
    );
  }
  const ownerId = row.user_id;
  const label = `Payment failed: settle ${row.company_name} manually`;
  const close = () => {
    setOpened(false);
    settle.reset();
  };
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => setOpened(true)}>
          <IconCreditCardOff size={18} />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={opened}
        title="Manual Bill Settlement"
        confirmLabel="Settle"
        busy={settle.isPending}
        failure={settle.isError ? changeFailure(settle.error, BILLING_MESSAGES.settlementFailed) : null}
        onClose={close}
        onConfirm={() => settle.mutate(ownerId)}
      >
        {`The failed payment of ${row.company_name} has been settled outside the platform: clear its payment-failed state.`}
      </ConfirmDialog>
    </>
  );
}
