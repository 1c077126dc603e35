import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { mayAddCompanyUnder, showingText, type CompanyRow, type UserData } from '@platform/core/contracts';
import { messageOf } from '../errors';
import { useAgencyClients } from '../api/list-children';
import { formatDateTime } from '../../../lib/format/date';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { AddCompanyPanel } from './AddCompanyPanel';
import { EditCompanyPanel } from './EditCompanyPanel';
import { ListPagination } from '../../../components/list/ListPagination';
import { RowActions } from './RowActions';
import { EditingRowContext } from './row-context';
import classes from './CompanyTable.module.css';

/** Clients per page in an expanded agency row (docs/product.md, Agencies and clients). */
export const CLIENTS_PER_PAGE = 10;
const COLUMNS = 5;

/**
 * An expanded agency row: its clients, 10 a page, "Loading Data" while they load and "Client No
 * Data" when there are none. Unmounted (and forgotten) when the row collapses. Whoever may add a
 * client under the agency (the root's operators) gets an add panel here, and each client row its
 * own edit panel.
 */
export function ClientsPanel({ agency, user }: { agency: CompanyRow; user: UserData }) {
  const [adding, setAdding] = useState(false);
  const mayAdd = mayAddCompanyUnder(user, { id: agency.id, kind: 'agency' });
  return (
    <Stack gap="xs" py="xs" pl="xl">
      {mayAdd ? (
        <Group justify="flex-end">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
            {`Add Client to ${agency.company_name}`}
          </Button>
        </Group>
      ) : null}
      {adding ? <AddCompanyPanel parentId={agency.id} kind="client" user={user} onClose={() => setAdding(false)} /> : null}
      <ClientsList agency={agency} user={user} />
    </Stack>
  );
}

function ClientsList({ agency, user }: { agency: CompanyRow; user: UserData }) {
  const { language } = useI18n();
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = useMemo(() => ({ editingId, toggleEdit: (id: string) => setEditingId((open) => (open === id ? null : id)) }), [editingId]);
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
    <EditingRowContext value={editing}>
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
            <Fragment key={row.id}>
              <Table.Tr>
                <Table.Td>{row.company_name}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>
                  <RowActions row={row} user={user} />
                </Table.Td>
                <Table.Td>{formatDateTime(row.created_at, user.timezone, language)}</Table.Td>
              </Table.Tr>
              {editingId === row.id ? (
                <Table.Tr className={classes.expansion}>
                  <Table.Td colSpan={COLUMNS}>
                    <EditCompanyPanel row={row} user={user} onClose={() => setEditingId(null)} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {showingText(list)}
        </Text>
        <ListPagination page={list.current_page} lastPage={list.last_page} onChange={setPage} label={`${label}, pages`} />
      </Group>
    </EditingRowContext>
  );
}
