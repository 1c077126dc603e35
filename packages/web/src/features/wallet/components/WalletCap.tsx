import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WalletAnswer } from '@platform/core/contracts';
import { MoneyInput } from '../../../components/inputs/MoneyInput';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useSetWalletCap } from '../api/set-cap';

/** The monthly limit of automatic top-ups: so many top-ups or so many dollars, whichever comes first. */
export function WalletCap({ wallet }: { wallet: WalletAnswer }) {
  const cap = useSetWalletCap();
  const [topups, setTopups] = useState<number | string>(wallet.cap.max_topups);
  const [amount, setAmount] = useState(String(Number(wallet.cap.max_amount)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Monthly limit of automatic top-ups
      </Text>
      <Text size="xs" c="dimmed">
        This month: {wallet.cap.used_topups} top-ups, ${Number(wallet.cap.used_amount).toLocaleString('en-US')}.
      </Text>
      <Group align="flex-end" gap="xs">
        <NumberInput label="Top-ups a month" min={1} max={100} allowDecimal={false} value={topups} onChange={setTopups} w={140} />
        <MoneyInput label="Or dollars a month" value={amount} onChange={setAmount} w={160} />
        <Button
          variant="default"
          loading={cap.isPending}
          onClick={() =>
            cap.mutate({ company_id: wallet.company_id, max_topups: Number(topups), max_amount: amount }, { onSuccess: (a) => notify('success', a.message), onError: (e) => notify('error', messageOf(e)) })
          }
        >
          Save limit
        </Button>
      </Group>
    </Stack>
  );
}
