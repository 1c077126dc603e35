import { Anchor, Button, Fieldset, Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { INTEGRATION_SAVED, type IntegrationView } from '@platform/core/contracts';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useCampaignChoices } from '../api/campaigns';
import { useConnectSheets, useProviderOptions, useSaveIntegration } from '../api/integrations';
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

const stringMap = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/** The saved value as the picker's text ids (numbers, a single id or none included). */
const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter((x) => typeof x === 'string' || typeof x === 'number').map(String);

/** The picker's text ids as the adapter wants them: a list or one value, numbers where it takes numbers. */
function valueFor(field: OptionField, ids: string[]): unknown {
  const typed = field.numeric ? ids.map(Number) : ids;
  return field.multiple ? typed : typed[0];
}

/** One of the provider's option lists (lists, tags, groups), read once and shared by every campaign. */
function OptionPicker({ company, integration, field, value, onChange, campaign }: { company: string; integration: IntegrationView; field: OptionField; value: unknown; onChange: (v: unknown) => void; campaign: string }) {
  const options = useProviderOptions(company, integration.id, field.kind, integration.connected);
  const data = (options.data?.options ?? []).map((o) => ({ value: o.id, label: o.name }));
  const ids = idsOf(value);
  const common = {
    label: field.label,
    'aria-label': `${field.label} for ${campaign}`,
    data,
    searchable: true,
    clearable: true,
    placeholder: options.isPending ? 'Loading…' : data.length ? `Choose ${field.label.toLowerCase()}` : `No ${field.label.toLowerCase()} found`,
    error: options.isError ? messageOf(options.error) : undefined,
  };
  return field.multiple ? (
    <MultiSelect {...common} value={ids} onChange={(v) => onChange(valueFor(field, v))} />
  ) : (
    <Select {...common} value={ids[0] ?? null} onChange={(v) => onChange(valueFor(field, v ? [v] : []))} />
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

/** A Google Sheets campaign's spreadsheet, once the server has made it. */
function SheetLink({ settings }: { settings: Settings }) {
  const url = typeof settings.spreadsheetUrl === 'string' ? settings.spreadsheetUrl : undefined;
  return url ? (
    <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
      Open the spreadsheet
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      Its spreadsheet is made when you save.
    </Text>
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
  const makeSheets = useConnectSheets(company, integration.id);
  const [campaignIds, setCampaignIds] = useState<string[]>(integration.campaign_ids);
  const [perCampaign, setPerCampaign] = useState<Record<string, Settings>>(integration.campaign_settings);
  const [failure, setFailure] = useState<string | null>(null);
  const sheets = integration.type === 'googlesheets';
  const configurable = entry.options.length > 0 || entry.customFields || sheets;

  const setFor = (campaignId: string, key: string, value: unknown) => setPerCampaign((all) => ({ ...all, [campaignId]: { ...all[campaignId], [key]: value } }));
  const nameOf = (id: string) => campaigns.data?.find((c) => c.id === id)?.name ?? id;

  const submit = () => {
    setFailure(null);
    const campaign_settings = Object.fromEntries(campaignIds.map((id) => [id, perCampaign[id] ?? {}]));
    save.mutate(
      { company_id: company, type: integration.type, id: integration.id, campaign_ids: campaignIds, settings: integration.settings, campaign_settings },
      {
        onSuccess: (a) => {
          notify('success', a.message || INTEGRATION_SAVED);
          // Each Google Sheets campaign gets its spreadsheet now, so its link shows at once.
          if (sheets && campaignIds.length) makeSheets.mutate(campaignIds, { onError: (e) => setFailure(messageOf(e)) });
        },
        onError: (e) => setFailure(messageOf(e)),
      },
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
                    <OptionPicker key={field.key} company={company} integration={integration} field={field} campaign={name} value={s[field.key]} onChange={(v) => setFor(id, field.key, v)} />
                  ))}
                  {sheets ? <SheetLink settings={s} /> : null}
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
        <Button onClick={submit} loading={save.isPending || makeSheets.isPending}>
          Save campaigns
        </Button>
      </Group>
    </Stack>
  );
}
