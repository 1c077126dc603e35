import { ActionIcon, Badge, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Invoice, InvoiceStatus } from '@platform/core/contracts';
import { downloadFile } from '../../../lib/download/download-file';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useT } from '../../../lib/i18n/i18n-context';
import { invoiceDownloadPath, useInvoices } from '../api/invoices';
import { Loading } from './Loading';

const STATUS: Record<InvoiceStatus, { label: string; color: string }> = {
  open: { label: 'Processing', color: 'yellow' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** What an invoice's lines say, under its description ("4 leads, Spring promo (Site ID)"). */
const linesOf = (inv: Invoice) => inv.lines.map((l) => l.description).join(' · ');

/**
 * A company's invoices, newest first: number, date, what was charged (with its lines: leads per
 * campaign, platform and set-up fees), amount, status (the card's message when it failed) and the
 * printable invoice. Billing runs, fees and top-ups all write here.
 */
export function InvoiceList({ companyId, companyName }: { companyId: string; companyName: string }) {
  const invoices = useInvoices(companyId);
  return (
    <Loading query={invoices} label="invoices" rows={3}>
      {(data) => <InvoiceTable companyId={companyId} companyName={companyName} rows={data.pages.flatMap((p) => p.data)} invoices={invoices} />}
    </Loading>
  );
}

function InvoiceTable({ companyId, companyName, rows, invoices }: { companyId: string; companyName: string; rows: Invoice[]; invoices: ReturnType<typeof useInvoices> }) {
  const t = useT();
  const f = useFormatters();
  if (rows.length === 0) return <Text c="dimmed">No invoices yet.</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={`Invoices of ${companyName}`} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th aria-label="Download" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((inv) => (
              <Table.Tr key={inv.id}>
                <Table.Td>{inv.number}</Table.Td>
                <Table.Td>{f.date(inv.created_at)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{inv.description}</Text>
                  <Text size="xs" c="dimmed">
                    {linesOf(inv)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{f.money(inv.amount_cents)}</Table.Td>
                <Table.Td>
                  <Tooltip label={inv.failure_message ?? ''} disabled={!inv.failure_message} withArrow>
                    <Badge color={STATUS[inv.status].color} variant="light">
                      {STATUS[inv.status].label}
                    </Badge>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={`Download ${inv.number}`} withArrow>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Download ${inv.number}`} onClick={() => void downloadFile(invoiceDownloadPath(companyId, inv.id), `${inv.number}.html`, t)}>
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {invoices.hasNextPage ? (
        <Button variant="subtle" onClick={() => void invoices.fetchNextPage()} loading={invoices.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
