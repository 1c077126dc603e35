import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The frame of the inline add and edit panels: a titled form inside the table area, the failure
 * above the fields, Cancel and the submit button below.
 */
export function CompanyPanel({
  title,
  failure,
  onSubmit,
  onCancel,
  submitLabel,
  submitting,
  children,
}: {
  title: string;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
