import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { messageOf } from '../../../lib/forms/server-errors';
import { useSendTest } from '../api/deliveries';
import { DeliveryStatusBadge } from './DeliveryLog';
import { READABLE_TITLE } from './SecretOnce';

/** Send test: a sample lead goes to the provider now, and what it answered is shown here (and in the log). */
export function SendTest({ company, integrationId, disabled }: { company: string; integrationId: string; disabled: boolean }) {
  const test = useSendTest(company, integrationId);
  const row = test.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Sends a sample lead, marked as a test, to check the connection.
        </Text>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => test.mutate()} loading={test.isPending} disabled={disabled}>
          Send test
        </Button>
      </Group>
      {test.isError ? <FormFailure message={messageOf(test.error)} /> : null}
      {row ? (
        <Alert color={row.status === 'delivered' ? 'green' : row.status === 'failed' ? 'red' : 'blue'} variant="light" role="status" title="Test result" styles={READABLE_TITLE}>
          <Group gap="xs" wrap="wrap">
            <DeliveryStatusBadge status={row.status} />
            <Text size="sm" data-testid="test-answer">
              {[row.httpStatus, row.detail].filter((x) => x !== undefined && x !== '').join(' · ') || 'Waiting for the provider'}
              {row.latencyMs !== undefined ? ` · ${row.latencyMs.toLocaleString('en-US')} ms` : ''}
            </Text>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
