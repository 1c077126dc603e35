import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from '../../../components/dialogs/FormFailure';

/** A form that sits on the page (not in a dialog): the server's refusal above its fields, and one submit button. */
export function InlineForm({ label, failure, pending, submitLabel, onSubmit, children }: { label: string; failure: string | null; pending: boolean; submitLabel: string; onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>; children: ReactNode }) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      <Stack gap="md">
        <FormFailure message={failure} />
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
