import { messageOf } from '../../lib/forms/server-errors';
import { notify } from '../../lib/notify';
import type { ListRemoval } from './ListPage';

/** What a remove mutation offers (TanStack Query's useMutation answer, narrowed to what is used). */
interface RemoveMutation<Vars> {
  mutate: (vars: Vars, opts: { onSuccess: (answer: { message: string }) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A list page's removal run by a remove mutation: the server's message as a notice when it
 * succeeded, its refusal in the dialog when not.
 */
export function mutationRemoval<Row, Vars>(
  mutation: RemoveMutation<Vars>,
  opts: { title: string; question: (row: Row) => string; variables: (row: Row) => Vars; confirmLabel?: string },
): ListRemoval<Row> {
  return {
    title: opts.title,
    ...(opts.confirmLabel ? { confirmLabel: opts.confirmLabel } : {}),
    question: opts.question,
    run: (row, done) =>
      mutation.mutate(opts.variables(row), {
        onSuccess: (answer) => {
          notify('success', answer.message);
          done();
        },
      }),
    pending: mutation.isPending,
    failure: mutation.isError ? messageOf(mutation.error) : null,
    reset: mutation.reset,
  };
}
