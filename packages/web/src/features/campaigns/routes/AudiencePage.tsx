import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { audienceSizeText, COUNT_STATUS_FILTER_LABELS, countOutcome, permits, targetLocationText, type Audience } from '@platform/core/contracts';
import { DataTable, useWholeListTable } from '../../../components/list/DataTable';
import { ListPage } from '../../../components/list/ListPage';
import { mutationRemoval } from '../../../components/list/mutation-removal';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { messageOf } from '../../../lib/forms/server-errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { notify } from '../../../lib/notify';
import { useAudiences, useDuplicateAudience, useRefreshAudience, useRemoveAudience } from '../api/audiences';
import { useClientChoices } from '../api/clients';
import { AUDIENCE_MODULE_LABELS, AudienceFormModal } from '../components/AudienceFormModal';

const OUTCOME_COLOR = { pending: 'yellow', error: 'red', success: 'green', 'no-result': 'gray' } as const;

/** The count's state in one word: Pending, Success, No Result, Error, or Not counted. */
export function AudienceStatus({ audience }: { audience: Pick<Audience, 'count'> }) {
  if (!audience.count) return <Badge color="gray" variant="outline">Not counted</Badge>;
  const outcome = countOutcome(audience.count);
  return (
    <Badge color={OUTCOME_COLOR[outcome]} variant="light">
      {COUNT_STATUS_FILTER_LABELS[outcome]}
    </Badge>
  );
}

/**
 * Campaign Audience List (/Audience): the agency's saved audiences with their approximate size
 * from the counts engine (asked again every few seconds while one is counting). New, Edit,
 * Duplicate, Refresh count and Delete show as the role's Campaign flags allow (the API checks the same).
 */
export function AudiencePage() {
  const user = useCurrentUser();
  const perms = user.user_permissions;
  const may = { create: permits(perms, 'menuCampaign_create'), update: permits(perms, 'menuCampaign_update'), delete: permits(perms, 'menuCampaign_delete') };
  const [clientId, setClientId] = useState<string | null>(null);
  const clients = useClientChoices(user.company_id, '', true);
  const audiences = useAudiences(user.company_id, { client_id: clientId ?? undefined });
  const remove = useRemoveAudience();
  const duplicate = useDuplicateAudience();
  const refresh = useRefreshAudience();
  const { dateTime } = useFormatters();

  const act = (run: Promise<{ message: string }>) =>
    void run.then(
      (answer) => notify('success', answer.message),
      (e: unknown) => notify('error', messageOf(e)),
    );

  const columns = (edit: (a: Audience) => void, askRemove: (a: Audience) => void): ColumnDef<Audience>[] => [
    { id: 'name', header: 'Audience', cell: ({ row }) => <Text fw={600} size="sm">{row.original.name}</Text> },
    { id: 'client', header: 'Client', cell: ({ row }) => row.original.client_name },
    { id: 'suits', header: 'Suits', cell: ({ row }) => AUDIENCE_MODULE_LABELS[row.original.type] },
    { id: 'location', header: 'Target Location', cell: ({ row }) => targetLocationText(row.original) },
    { id: 'keywords', header: 'Keywords', cell: ({ row }) => row.original.keyword || '-' },
    { id: 'size', header: 'Approximate size', cell: ({ row }) => audienceSizeText(row.original) },
    { id: 'status', header: 'Status', cell: ({ row }) => <AudienceStatus audience={row.original} /> },
    { id: 'updated', header: 'Updated', cell: ({ row }) => dateTime(row.original.updated_at) },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const a = row.original;
        return (
          <Group gap="xs" wrap="nowrap">
            {may.update ? (
              <Button size="xs" variant="light" onClick={() => edit(a)} aria-label={`Edit ${a.name}`}>
                Edit
              </Button>
            ) : null}
            {may.create ? (
              <Button size="xs" variant="light" onClick={() => act(duplicate.mutateAsync(a.audience_id))} loading={duplicate.isPending && duplicate.variables === a.audience_id} aria-label={`Duplicate ${a.name}`}>
                Duplicate
              </Button>
            ) : null}
            {may.update ? (
              <Button
                size="xs"
                variant="light"
                disabled={a.count?.status === 'pending'}
                onClick={() => act(refresh.mutateAsync(a.audience_id))}
                loading={refresh.isPending && refresh.variables === a.audience_id}
                aria-label={`Refresh count of ${a.name}`}
              >
                Refresh count
              </Button>
            ) : null}
            {may.delete ? (
              <Button size="xs" variant="light" color="red" onClick={() => askRemove(a)} aria-label={`Delete ${a.name}`}>
                Delete
              </Button>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <ListPage<Audience>
      title="Campaign Audience List"
      intro="Saved targets for your clients' Search ID and Enhance ID campaigns, with how many people each could reach over the last 7 days."
      addLabel="New Audience"
      canAdd={may.create}
      table={({ edit, remove: askRemove }) => (
        <Stack gap="sm">
          <Group>
            <Select label="Client" placeholder="All clients" data={clients.data ?? []} value={clientId} onChange={setClientId} clearable searchable w={260} />
          </Group>
          <AudienceTable audiences={audiences.data?.data} pending={audiences.isPending} error={audiences.error} columns={columns(edit, askRemove)} />
        </Stack>
      )}
      addDialog={({ opened, onClose }) => <AudienceFormModal agencyId={user.company_id} opened={opened} onClose={onClose} />}
      editDialog={({ row, onClose }) => <AudienceFormModal agencyId={user.company_id} opened={row !== null} editing={row} onClose={onClose} />}
      removal={mutationRemoval(remove, {
        title: 'Delete audience',
        question: (a) => `Delete the audience ${a.name} of ${a.client_name}? Its counts stay in the client's count history.`,
        variables: (a) => a.audience_id,
      })}
    />
  );
}

function AudienceTable({ audiences, pending, error, columns }: { audiences: Audience[] | undefined; pending: boolean; error: unknown; columns: ColumnDef<Audience>[] }) {
  const table = useWholeListTable(columns, audiences, (a) => a.audience_id);
  return <DataTable table={table} label="Audiences" pending={pending} error={error} highlightOnHover nowrap />;
}
