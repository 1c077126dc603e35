import { Alert, Divider, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { WALLET_MESSAGES } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { messageOf } from '../../../lib/forms/server-errors';
import { useAgencyClientChoices } from '../../../lib/companies/agency-clients';
import { useWallet } from '../api/get-wallet';
import { recentMonths, WalletHistory } from './WalletHistory';
import { WalletCap } from './WalletCap';
import { WalletRefunds } from './WalletRefunds';
import { WalletTopUp } from './WalletTopUp';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Data Wallet (profile menu, docs/product.md, Data wallet): a client's own prepaid balance; an agency's
 * staff choose one of their clients. Balance, top-up, continual top-up, the monthly limit, the
 * month's history and its CSV, and for the agency the refund of unused top-ups.
 */
export function DataWalletModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Data Wallet" size="lg">
      {opened ? <DataWallet /> : null}
    </Dialog>
  );
}

function DataWallet() {
  const user = useCurrentUser();
  const isClient = user.user_type === 'client';
  const clients = useAgencyClientChoices(user.company_id, !isClient);
  const [chosen, setChosen] = useState<string | null>(null);
  const companyId = isClient ? user.company_id : (chosen ?? clients.data?.data[0]?.id ?? null);
  const [month, setMonth] = useState(() => recentMonths()[0]?.value ?? '');
  const wallet = useWallet(companyId, month);

  return (
    <Stack gap="md">
      {!isClient ? (
        clients.data && clients.data.data.length === 0 ? (
          <Text c="dimmed">Your agency has no clients yet.</Text>
        ) : (
          <Select label="Client" data={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.company_name }))} value={companyId} onChange={setChosen} searchable allowDeselect={false} />
        )
      ) : null}
      {wallet.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(wallet.error)}
        </Alert>
      ) : !wallet.data ? (
        companyId ? <Loader size="sm" aria-label="Loading the wallet" /> : null
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <div>
              <Text size="sm" c="dimmed">
                Balance
              </Text>
              <Title order={2} aria-label="Balance">
                {money.format(Number(wallet.data.balance_amount))}
              </Title>
            </div>
            <Text size="sm" c="dimmed" ta="right">
              {wallet.data.stop_continual === 'F'
                ? `Continual top-up of ${money.format(Number(wallet.data.amount))} when the balance falls to ${money.format(Number(wallet.data.threshold_amount))}`
                : 'Continual top-up is stopped'}
            </Text>
          </Group>
          {wallet.data.notice ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
              {wallet.data.notice.message}
            </Alert>
          ) : null}
          <WalletTopUp key={`${wallet.data.company_id}:${wallet.data.amount}:${wallet.data.custom_amount}`} wallet={wallet.data} />
          <Text size="xs" c="dimmed">
            {WALLET_MESSAGES.terms}
          </Text>
          <Divider />
          <WalletCap key={`cap:${wallet.data.company_id}`} wallet={wallet.data} />
          {wallet.data.can_refund ? <WalletRefunds companyId={wallet.data.company_id} /> : null}
          <Divider />
          <WalletHistory companyId={wallet.data.company_id} companyName={wallet.data.company_name} month={month} onMonth={setMonth} />
        </>
      )}
    </Stack>
  );
}
