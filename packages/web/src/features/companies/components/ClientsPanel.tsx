import { Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { showingText, type CompanyRow, type UserData } from '@platform/core/contracts';
import { messageOf } from '../errors';
import { useAgencyClients } from '../api/list-children';
import { formatDateTime } from '../../../lib/format/date';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { ListPagination } from './ListPagination';
import { RowActions, type SwitchUserAction } from './RowActions';

/** Clients per page in an expanded agency row (seed 001 §9). */
export const CLIENTS_PER_PAGE = 10;

/**
 * An expanded agency row: its clients, 10 a page, "Loading Data" while they load and "Client No
 * Data" when there are none. Unmounted (and forgotten) when the row collapses.
 */
export function ClientsPanel({ agency, user, SwitchUser }: { agency: CompanyRow; user: UserData; SwitchUser?: SwitchUserAction | undefined }) {
  const { language } = useI18n();
  const [page, setPage] = useState(1);
  const clients = useAgencyClients(agency.id, { page, perPage: CLIENTS_PER_PAGE });
  const label = `Clients of ${agency.company_name}`;

  if (clients.isPending) {
    return (
      <Text size="sm" c="dimmed" py="xs" role="status">
        Loading Data
      </Text>
    );
  }
  if (clients.isError) {
    return (
      <Text size="sm" c="red" py="xs" role="alert">
        {messageOf(clients.error)}
      </Text>
    );
  }
  const list = clients.data;
  if (list.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        Client No Data
      </Text>
    );
  }
  return (
    <Stack gap="xs" py="xs" pl="xl">
      <Table aria-label={label} withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company Name</Table.Th>
            <Table.Th>Full Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Actions</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.company_name}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>
                <RowActions row={row} user={user} SwitchUser={SwitchUser} />
              </Table.Td>
              <Table.Td>{formatDateTime(row.created_at, user.timezone, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {showingText(list)}
        </Text>
        <ListPagination page={list.current_page} lastPage={list.last_page} onChange={setPage} label={`${label}, pages`} />
      </Group>
    </Stack>
  );
}
