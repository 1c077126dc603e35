import { Button, Fieldset, Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { INTEGRATION_SAVED, type IntegrationView } from '@platform/core/contracts';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useCampaignChoices } from '../api/campaigns';
import { useProviderOptions, useSaveIntegration } from '../api/integrations';
import { CATALOG, type OptionField } from '../catalog';

type Settings = Record<string, unknown>;

/** The lead's extra fields a provider's custom field can be filled from (core's custom-field sources). */
const LEAD_FIELDS: Record<string, string> = {
  keyword: 'Keyword',
  url: 'Page URL',
  referrer: 'Referrer',
  company_name: 'Company name',
  job_title: 'Job title',
  campaignName: 'Campaign name',
  campaignRef: 'Campaign ID',
  module: 'Product',
  receivedAt: 'Received at',
};
const LEAD_FIELD_DATA = Object.entries(LEAD_FIELDS).map(([value, label]) => ({ value, label }));

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const stringMap = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/** One of the provider's option lists (lists, tags, groups), read once and shared by every campaign. */
function OptionPicker({ company, integration, field, value, onChange, campaign }: { company: string; integration: IntegrationView; field: OptionField; value: string[]; onChange: (v: string[]) => void; campaign: string }) {
  const options = useProviderOptions(company, integration.id, field.kind, integration.connected);
  return (
    <MultiSelect
      label={field.label}
      aria-label={`${field.label} for ${campaign}`}
      data={(options.data?.options ?? []).map((o) => ({ value: o.id, label: o.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      placeholder={options.isPending ? 'Loading…' : options.data?.options.length ? `Choose ${field.label.toLowerCase()}` : `No ${field.label.toLowerCase()} found`}
      error={options.isError ? messageOf(options.error) : undefined}
    />
  );
}

/** The provider's custom fields, each filled from a lead field of the client's choice (or none). */
function CustomFieldsPicker({ company, integration, value, onChange, campaign }: { company: string; integration: IntegrationView; value: Record<string, string>; onChange: (v: Record<string, string>) => void; campaign: string }) {
  const options = useProviderOptions(company, integration.id, 'customFields', integration.connected);
  if (options.isError) return <FormFailure message={messageOf(options.error)} />;
  const fields = options.data?.options ?? [];
  if (fields.length === 0) return null;
  return (
    <Table aria-label={`Custom fields for ${campaign}`} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Custom field</Table.Th>
          <Table.Th>Filled with</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f) => (
          <Table.Tr key={f.id}>
            <Table.Td>{f.name}</Table.Td>
            <Table.Td>
              <Select
                aria-label={`${f.name} filled with`}
                data={LEAD_FIELD_DATA}
                value={value[f.id] ?? null}
                clearable
                placeholder="Not filled"
                onChange={(source) => {
                  const next = { ...value };
                  if (source) next[f.id] = source;
                  else delete next[f.id];
                  onChange(next);
                }}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Which campaigns the integration delivers, and per campaign the provider's lists, tags, groups and
 * custom fields. Saved with the server's message, or "Changes saved successfully".
 */
export function CampaignSettingsForm({ company, integration }: { company: string; integration: IntegrationView }) {
  const entry = CATALOG[integration.type];
  const campaigns = useCampaignChoices(company);
  const save = useSaveIntegration();
  const [campaignIds, setCampaignIds] = useState<string[]>(integration.campaign_ids);
  const [perCampaign, setPerCampaign] = useState<Record<string, Settings>>(integration.campaign_settings);
  const [failure, setFailure] = useState<string | null>(null);
  const configurable = entry.options.length > 0 || entry.customFields;

  const setFor = (campaignId: string, key: string, value: unknown) => setPerCampaign((all) => ({ ...all, [campaignId]: { ...all[campaignId], [key]: value } }));
  const nameOf = (id: string) => campaigns.data?.find((c) => c.id === id)?.name ?? id;

  const submit = () => {
    setFailure(null);
    const campaign_settings = Object.fromEntries(campaignIds.map((id) => [id, perCampaign[id] ?? {}]));
    save.mutate(
      { company_id: company, type: integration.type, id: integration.id, campaign_ids: campaignIds, settings: integration.settings, campaign_settings },
      { onSuccess: (a) => notify('success', a.message || INTEGRATION_SAVED), onError: (e) => setFailure(messageOf(e)) },
    );
  };

  return (
    <Stack gap="md">
      <FormFailure message={failure} />
      <MultiSelect
        label="Campaigns"
        description="New leads of these campaigns are delivered here."
        data={(campaigns.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.detail})` }))}
        value={campaignIds}
        onChange={setCampaignIds}
        searchable
        clearable
        placeholder={campaigns.isPending ? 'Loading…' : campaigns.data?.length ? 'Choose campaigns' : 'No campaigns yet'}
        nothingFoundMessage="No campaign matches"
      />
      {configurable
        ? campaignIds.map((id) => {
            const s = perCampaign[id] ?? {};
            const name = nameOf(id);
            return (
              <Fieldset key={id} legend={name} variant="filled">
                <Stack gap="sm">
                  {entry.options.map((field) => (
                    <OptionPicker key={field.key} company={company} integration={integration} field={field} campaign={name} value={strings(s[field.key])} onChange={(v) => setFor(id, field.key, v)} />
                  ))}
                  {entry.customFields ? (
                    <CustomFieldsPicker company={company} integration={integration} campaign={name} value={stringMap(s.customFields)} onChange={(v) => setFor(id, 'customFields', v)} />
                  ) : null}
                </Stack>
              </Fieldset>
            );
          })
        : null}
      {campaignIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          No campaign chosen: only tests are sent.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save campaigns
        </Button>
      </Group>
    </Stack>
  );
}
