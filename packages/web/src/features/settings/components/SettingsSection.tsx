import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { SETTINGS_UPDATE_FORBIDDEN } from '@platform/core/contracts';

/**
 * One section of General Settings: a form of its own, named by its title, with its own Save, the
 * API's message above the fields when no field took it, and Save disabled (saying why) when the
 * user's role may not change settings.
 */
export function SettingsSection({
  title,
  description,
  onSubmit,
  failure,
  canSave,
  saving,
  footer,
  after,
  children,
}: {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  canSave: boolean;
  saving: boolean;
  /** Actions beside Save (a second button of the section). */
  footer?: ReactNode;
  /** Below the section's form, outside it (a form of its own, such as the test e-mail). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </div>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            <SectionFailure message={failure} />
            {children}
            <SaveBar canSave={canSave} saving={saving} extra={footer} />
          </Stack>
        </form>
        {after}
      </Stack>
    </Paper>
  );
}

export function SectionFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** Save, or a disabled Save with the role's reason beside it (the API would answer 403). */
export function SaveBar({ canSave, saving, label = 'Save', extra }: { canSave: boolean; saving: boolean; label?: string; extra?: ReactNode }) {
  const reasonId = useId();
  return (
    <Group justify="flex-end" gap="sm">
      {canSave ? null : (
        <Text id={reasonId} size="sm" c="dimmed">
          {SETTINGS_UPDATE_FORBIDDEN}
        </Text>
      )}
      {extra}
      <Button type="submit" loading={saving} disabled={!canSave} aria-describedby={canSave ? undefined : reasonId}>
        {label}
      </Button>
    </Group>
  );
}
