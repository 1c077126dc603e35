import { Badge, Button, Group, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { WALLET_HISTORY_MAX_HEIGHT_PX, walletCsvFileName } from '@platform/core/contracts';
import { downloadFile } from '../../../lib/download/download-file';
import { useT } from '../../../lib/i18n/i18n-context';
import { useWalletHistory, walletHistoryCsvPath } from '../api/wallet-history';

const TYPE = { topup: { label: 'Top-up', color: 'green' }, charge: { label: 'Charge', color: 'blue' }, other: { label: 'Other', color: 'gray' } } as const;
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The last twelve months, newest first, as YYYY-MM with a readable label. */
export function recentMonths(now = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return { value: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`, label: d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }) };
  });
}

/** The wallet's rows of one month (list at most 320 px high, docs/product.md, Data wallet) and their CSV. */
export function WalletHistory({ companyId, companyName, month, onMonth }: { companyId: string; companyName: string; month: string; onMonth: (m: string) => void }) {
  const t = useT();
  const history = useWalletHistory(companyId, month);
  const rows = history.data?.transaction_history ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Select label="History for" data={recentMonths()} value={month} onChange={(v) => v && onMonth(v)} allowDeselect={false} w={200} />
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadFile(walletHistoryCsvPath(companyId, month), walletCsvFileName(companyName, month), t)}>
          Download CSV
        </Button>
      </Group>
      {/* The list scrolls: its viewport takes keyboard focus so it can be scrolled without a mouse. */}
      <ScrollArea.Autosize mah={WALLET_HISTORY_MAX_HEIGHT_PX} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Transaction history' }}>
        {history.isPending ? (
          <Text c="dimmed" size="sm">
            Loading…
          </Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No transactions in this month.
          </Text>
        ) : (
          <Table striped verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{date.format(new Date(r.created_at))}</Table.Td>
                  <Table.Td>
                    {r.title}
                    {r.expired_at ? (
                      <Text size="xs" c="dimmed">
                        Expires {date.format(new Date(r.expired_at))}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={TYPE[r.transaction_type].color}>
                      {TYPE[r.transaction_type].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{money.format(Number(r.amount))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
