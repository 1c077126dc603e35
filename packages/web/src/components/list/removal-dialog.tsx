import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDelete } from '../dialogs/ConfirmDelete';
import type { ListRemoval } from './ListPage';

/**
 * "Are you sure?" before a row is removed: `ask(row)` clears the previous refusal and opens the
 * question; `dialog` is the ConfirmDelete to render, which closes when the removal succeeded and
 * stays open showing the server's reason when it did not.
 */
export function useRemovalDialog<Row>(removal: ListRemoval<Row>): { ask: (row: Row) => void; dialog: ReactNode } {
  const [removing, setRemoving] = useState<Row | null>(null);
  const reset = removal.reset;
  // Stable, so tables that memoise their columns on their actions keep them.
  const ask = useCallback(
    (row: Row) => {
      reset();
      setRemoving(row);
    },
    [reset],
  );
  const dialog = (
    <ConfirmDelete
      opened={removing !== null}
      title={removal.title}
      question={removing ? removal.question(removing) : ''}
      {...(removal.confirmLabel ? { confirmLabel: removal.confirmLabel } : {})}
      pending={removal.pending}
      failure={removal.failure}
      onConfirm={() => removing && removal.run(removing, () => setRemoving(null))}
      onClose={() => setRemoving(null)}
    />
  );
  return { ask, dialog };
}
