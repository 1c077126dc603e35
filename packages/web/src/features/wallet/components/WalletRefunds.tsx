import { Button, Group, Stack, Text } from '@mantine/core';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useRefundEstimate } from '../api/refund-estimate';
import { useRefundTopup } from '../api/refund-topup';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** For the platform or the agency: the unused part of each top-up, and its refund to the card. */
export function WalletRefunds({ companyId }: { companyId: string }) {
  const estimate = useRefundEstimate(companyId, true);
  const refund = useRefundTopup();
  const topups = estimate.data?.topups ?? [];
  if (topups.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Refund estimate: {money.format(Number(estimate.data?.total_amount ?? 0))}
      </Text>
      {topups.map((t) => (
        <Group key={t.id} justify="space-between">
          <Text size="sm">
            {money.format(Number(t.amount))} on {date.format(new Date(t.created_at))}: {money.format(Number(t.refundable_amount))} unused
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={refund.isPending && refund.variables.transaction_id === t.id}
            onClick={() => {
              if (!window.confirm(`Refund ${money.format(Number(t.refundable_amount))} to the card?`)) return;
              refund.mutate({ company_id: companyId, transaction_id: t.id }, { onSuccess: (a) => notify('success', a.message), onError: (e) => notify('error', messageOf(e)) });
            }}
          >
            Refund
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
