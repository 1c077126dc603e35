import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { useRemovalDialog } from './removal-dialog';

/** How a list page removes a row: the question to confirm, and the mutation's state. */
export interface ListRemoval<Row> {
  title: string;
  /** The confirm button's word, when the row's act is not a deletion. */
  confirmLabel?: string;
  question: (row: Row) => string;
  /** Starts the removal; calls `done` when it succeeded (the dialog then closes). */
  run: (row: Row, done: () => void) => void;
  pending: boolean;
  /** The server's reason when it refused (shown in the dialog, which stays open). */
  failure: string | null;
  /** Clears the previous refusal before the next question. */
  reset: () => void;
}

/**
 * The list-page pattern (Administrator List, Sales Account List, and the pages to come): a header
 * with the page's Add button (only when `canAdd`), the table, an add dialog, an edit dialog for the
 * row being edited, and "Are you sure?" before a removal. The page supplies what differs: the
 * table, the two dialogs and how a row is removed.
 */
export function ListPage<Row>({
  title,
  intro,
  addLabel,
  canAdd,
  table,
  addDialog,
  editDialog,
  removal,
}: {
  title: string;
  intro: string;
  addLabel: string;
  canAdd: boolean;
  table: (actions: { edit: (row: Row) => void; remove: (row: Row) => void }) => ReactNode;
  addDialog: (dialog: { opened: boolean; onClose: () => void }) => ReactNode;
  editDialog: (dialog: { row: Row | null; onClose: () => void }) => ReactNode;
  removal: ListRemoval<Row>;
}) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const { ask: askRemove, dialog: removalDialog } = useRemovalDialog(removal);
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        intro={intro}
        action={
          canAdd ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {addLabel}
            </Button>
          ) : null
        }
      />
      {table({ edit: setEditing, remove: askRemove })}
      {addDialog({ opened: adding, onClose: () => setAdding(false) })}
      {editDialog({ row: editing, onClose: () => setEditing(null) })}
      {removalDialog}
    </Stack>
  );
}
