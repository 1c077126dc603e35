import { Table } from '@mantine/core';
import { ROOT_REVENUE_LINES, type RootRevenue } from '@platform/core/contracts';
import { MessageRow } from '../../../components/list/MessageRow';
import { formatCents } from '../../../lib/format/money';
import { messageOf } from '../../../lib/forms/server-errors';

/** The root's revenue: one row per source, one column per month of the range, and the range's total. */
export function RootRevenueTable({ revenue, pending, error }: { revenue: RootRevenue | undefined; pending: boolean; error: unknown }) {
  const months = revenue?.months ?? [];
  const colSpan = months.length + 2;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Root revenue by month" aria-busy={pending} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Revenue</Table.Th>
            {months.map((m) => (
              <Table.Th key={m.month}>{m.month}</Table.Th>
            ))}
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending && !revenue ? (
            <MessageRow colSpan={colSpan}>Loading Data</MessageRow>
          ) : error ? (
            <MessageRow colSpan={colSpan} error>
              {messageOf(error)}
            </MessageRow>
          ) : revenue ? (
            [...ROOT_REVENUE_LINES, ['net', 'Net'] as const].map(([key, label]) => (
              <Table.Tr key={key} fw={key === 'net' ? 700 : undefined}>
                <Table.Th scope="row">{label}</Table.Th>
                {months.map((m) => (
                  <Table.Td key={m.month}>{formatCents(m[key])}</Table.Td>
                ))}
                <Table.Td>{formatCents(revenue.totals[key])}</Table.Td>
              </Table.Tr>
            ))
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
