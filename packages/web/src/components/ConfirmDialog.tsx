import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './dialogs/Dialog';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A titled yes/no dialog; a refusal from the API shows inside it, so the user can read it and cancel. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  failure?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
