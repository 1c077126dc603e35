import { Button, Group, Stack, type ModalProps } from '@mantine/core';
import { Dialog } from './Dialog';
import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from './FormFailure';

/**
 * The modal-form pattern (add and edit dialogs): a titled dialog whose form is mounted only while
 * it is open, so every opening starts from fresh values. Put a `ModalFormBody` inside.
 */
export function ModalForm({ title, opened, onClose, size, children }: { title: string; opened: boolean; onClose: () => void; size?: ModalProps['size']; children: ReactNode }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size={size}>
      {opened ? children : null}
    </Dialog>
  );
}

/**
 * A modal form's body: the server's message it could not place on a field, the fields, and Cancel
 * and Save. `label` names the form for screen readers. A dialog holding several forms that each
 * save on their own (and stay open) calls its dismiss button Close.
 */
export function ModalFormBody({
  label,
  failure,
  pending,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  children,
}: {
  label: string;
  failure: string | readonly string[] | null;
  pending: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      <Stack gap="md">
        <FormFailure message={failure} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
