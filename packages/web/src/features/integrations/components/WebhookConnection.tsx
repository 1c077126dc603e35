import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { INTEGRATION_SAVED, SECRET_OVERLAP_HOURS, type IntegrationView } from '@platform/core/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { messageOf } from '../../../lib/forms/server-errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { notify } from '../../../lib/notify';
import { useRotateSecret, useSaveIntegration } from '../api/integrations';
import { SecretOnce } from './SecretOnce';
import { WebhookForm } from './WebhookForm';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A webhook endpoint's connection: the secret the save just answered (once), the URL and name to
 * change, and Rotate secret (the new one shown once; the old one still signs during the overlap).
 */
export function WebhookConnection({ company, integration, secret }: { company: string; integration: IntegrationView; secret: string | undefined }) {
  const f = useFormatters();
  const save = useSaveIntegration();
  const rotate = useRotateSecret(company, integration.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotated = rotate.data?.secret;

  const update = (settings: { url: string; description?: string }) => {
    setFailure(null);
    save.mutate(
      { company_id: company, type: 'webhook', id: integration.id, campaign_ids: integration.campaign_ids, settings: { ...integration.settings, description: undefined, ...settings } },
      { onSuccess: (a) => notify('success', a.message || INTEGRATION_SAVED), onError: (e) => setFailure(messageOf(e)) },
    );
  };
  const doRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: (a) => {
        notify('success', a.message || INTEGRATION_SAVED);
        setConfirming(false);
      },
    });
  const overlapEnds = rotate.data?.previous_secret_expires_at ?? integration.previous_secret_expires_at;

  return (
    <Stack gap="md">
      {rotated ? <SecretOnce secret={rotated} rotated /> : secret ? <SecretOnce secret={secret} /> : null}
      <WebhookForm defaults={{ url: text(integration.settings.url), description: text(integration.settings.description) }} pending={save.isPending} failure={failure} submitLabel="Save endpoint" onSubmit={update} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {overlapEnds && new Date(overlapEnds) > new Date() ? `The previous secret also signs until ${f.dateTime(overlapEnds)}.` : 'Requests are signed with this endpoint’s secret (Standard Webhooks).'}
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setConfirming(true)}>
          Rotate secret
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        failure={rotate.isError ? messageOf(rotate.error) : null}
        onConfirm={doRotate}
        onClose={() => {
          rotate.reset();
          setConfirming(false);
        }}
      >
        A new secret is made and shown once. The current one keeps signing alongside it for {SECRET_OVERLAP_HOURS} hours, so you can update your endpoint without missing a delivery.
      </ConfirmDialog>
    </Stack>
  );
}
