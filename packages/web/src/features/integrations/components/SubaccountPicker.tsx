import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { INTEGRATION_SAVED, type IntegrationView } from '@platform/core/contracts';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useProviderOptions, useSaveIntegration } from '../api/integrations';

/**
 * GoHighLevel: the sub-account (location) contacts go to. The one chosen at consent is used until
 * another is picked here; the choice is saved at once.
 */
export function SubaccountPicker({ company, integration }: { company: string; integration: IntegrationView }) {
  const options = useProviderOptions(company, integration.id, 'subaccounts', integration.connected);
  const save = useSaveIntegration();
  const [failure, setFailure] = useState<string | null>(null);
  const current = typeof integration.settings.locationId === 'string' ? integration.settings.locationId : null;
  const choose = (locationId: string | null) => {
    if (!locationId || locationId === current) return;
    setFailure(null);
    save.mutate(
      { company_id: company, type: integration.type, id: integration.id, campaign_ids: integration.campaign_ids, settings: { ...integration.settings, locationId } },
      { onSuccess: (a) => notify('success', a.message || INTEGRATION_SAVED), onError: (e) => setFailure(messageOf(e)) },
    );
  };
  return (
    <Stack gap={4}>
      <Select
        label="Sub-account"
        data={(options.data?.options ?? []).map((o) => ({ value: o.id, label: o.name }))}
        value={current}
        onChange={choose}
        placeholder={options.isPending ? 'Loading…' : 'The sub-account chosen when connecting'}
        disabled={save.isPending}
        searchable
        maw={420}
        error={options.isError ? messageOf(options.error) : undefined}
      />
      {!current ? (
        <Text size="xs" c="dimmed">
          Leads go to the sub-account you chose when connecting.
        </Text>
      ) : null}
      <FormFailure message={failure} />
    </Stack>
  );
}
