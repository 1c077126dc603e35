import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './Dialog';
import { FormFailure } from './FormFailure';

/**
 * "Are you sure?" before a delete. The dialog stays open on failure to show the server's reason
 * (a role someone holds, a sales person still assigned to companies).
 */
export function ConfirmDelete({
  title,
  question,
  opened,
  pending,
  failure,
  onConfirm,
  onClose,
  confirmLabel = 'Delete',
}: {
  /** The red button's word when the act is not a deletion (Deactivate). */
  confirmLabel?: string;
  title: string;
  question: string;
  opened: boolean;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="sm">
      <Stack gap="md">
        <Text>{question}</Text>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
