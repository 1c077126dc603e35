import { Badge, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { AgencyPayout, PayoutStatus } from '@platform/core/contracts';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { usePayouts } from '../api/payouts';
import { Loading } from './Loading';

const STATUS: Record<PayoutStatus, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Being paid', color: 'yellow' },
  held: { label: 'Held', color: 'orange' },
  empty: { label: 'Nothing earned', color: 'gray' },
};

/** "November 2026" in the interface language (the month is a calendar month, not an instant). */
const monthLabel = (month: string, language: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** What a client's row says it counted ("2 invoices, 14 prepaid leads"). */
function counted(c: AgencyPayout['clients'][number]): string {
  const parts = [c.invoices ? plural(c.invoices, 'invoice') : '', c.leads ? plural(c.leads, 'prepaid lead') : ''].filter(Boolean);
  return parts.join(', ');
}

/**
 * The agency's payouts (docs/decisions.md, "Agency payouts"): per closed month, the margin its
 * clients' payments earned it, transferred to its connected account. Held ones say why.
 */
export function PayoutList({ companyId }: { companyId: string }) {
  const payouts = usePayouts(companyId);
  return (
    <Loading query={payouts} label="payouts" rows={3}>
      {(answer) => <PayoutTable rows={answer.scope === 'agency' ? answer.data : []} />}
    </Loading>
  );
}

export function PayoutTable({ rows }: { rows: AgencyPayout[] }) {
  const f = useFormatters();
  const { language } = useI18n();
  if (rows.length === 0) return <Text c="dimmed">No payouts yet. Each month's margin is paid after the month ends.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Payouts" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Clients</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Transferred</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{monthLabel(p.month, language)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {p.clients.map((c) => (
                    <Text size="sm" key={c.client_id}>
                      {c.client_name}{' '}
                      <Text span size="xs" c="dimmed">
                        {counted(c)} · {f.money(c.amount_cents)}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{f.money(p.amount_cents)}</Table.Td>
              <Table.Td>
                <Tooltip label={p.held_reason ?? ''} disabled={!p.held_reason} withArrow>
                  <Badge color={STATUS[p.status].color} variant="light">
                    {STATUS[p.status].label}
                  </Badge>
                </Tooltip>
                {p.held_reason ? (
                  <Text size="xs" c="dimmed">
                    {p.held_reason}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{p.paid_at ? f.date(p.paid_at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
