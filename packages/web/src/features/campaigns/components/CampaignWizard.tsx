import { Alert, Checkbox, Divider, MultiSelect, NativeSelect, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type UseFormReturn } from 'react-hook-form';
import {
  keywordTags,
  LIMIT_FREQUENCIES,
  REIDENTIFICATION_TYPES,
  REPORT_TYPES,
  type CampaignModule,
  type CampaignView,
  type CountRow,
} from '@platform/core/contracts';
import { ModalForm } from '../../../components/dialogs/ModalForm';
import { TagInput } from '../../../components/inputs/TagInput';
import { ZipCodeArea } from '../../../components/inputs/ZipCodeArea';
import { Wizard, type WizardStep } from '../../../components/wizard/Wizard';
import { messageOf, placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { ClientSelect } from './ClientSelect';
import { useGroups } from '../api/groups';
import { useCreateCampaign, useUpdateCampaign } from '../api/save-campaign';
import { StatesAndCities } from './StatesAndCities';
import { ApproximateCountPanel } from './ApproximateCountPanel';
import { useApplyCount } from '../api/approximate-counts';
import { keywordToTags, useAdvanceInformation } from '../api/data-options';
import { campaignBody, campaignResolver, countRequestOf, editBodies, emptyForm, formOf, stepFields, type CampaignForm, type FieldName } from '../campaign-form';
import type { ModuleScope } from '../use-module-scope';

const FREQ_LABELS: Record<string, string> = { day: 'Per day', week: 'Per week', month: 'Per month' };

/**
 * Create or edit a campaign in the shared wizard (each step checked by core's schema before Next;
 * the API's field messages land on the fields). An agency picks the client; a client adds its own.
 */
export function CampaignWizard({ scope, editing, opened, onClose }: { scope: ModuleScope; editing: CampaignView | null; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm opened={opened} onClose={onClose} title={editing ? `Edit ${editing.campaignName}` : `Create ${scope.name} campaign`} size="xl">
      <WizardForm key={editing?.id ?? 'new'} scope={scope} editing={editing} onDone={onClose} />
    </ModalForm>
  );
}

function WizardForm({ scope, editing, onDone }: { scope: ModuleScope; editing: CampaignView | null; onDone: () => void }) {
  const module = scope.module;
  const form = useForm<CampaignForm>({ defaultValues: editing ? formOf(editing) : emptyForm(scope.isClient ? scope.companyId : ''), resolver: campaignResolver(module), mode: 'onTouched' });
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [failure, setFailure] = useState<string | null>(null);
  const steps = stepFields(module);
  const allFields = steps.flatMap((s) => s.fields);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (editing) {
        const answer = await update.mutateAsync({ campaignId: editing.id, module, ...editBodies(values, module) });
        notify('success', answer.message);
      } else {
        const answer = await create.mutateAsync(campaignBody(values, module));
        notify('success', answer.message);
      }
      onDone();
    } catch (e) {
      setFailure(placeServerErrors(e, form.setError, allFields));
    }
  });

  const content: Record<string, ReactNode> = {
    campaign: <CampaignStep form={form} scope={scope} editing={editing !== null} />,
    data: <DataStep control={form.control} />,
    targeting: <TargetingStep form={form} module={module} campaignId={editing?.id ?? null} />,
    delivery: <DeliveryStep form={form} />,
    limits: <LimitsStep form={form} />,
  };
  const wizardSteps: WizardStep[] = steps.map((s) => ({ key: s.key, label: s.label, content: content[s.key] }));

  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Wizard
        label={editing ? 'Edit campaign' : 'Create campaign'}
        steps={wizardSteps}
        check={(i) => form.trigger(steps[i]?.fields ?? [])}
        finishLabel={editing ? 'Save Changes' : 'Create Campaign'}
        onFinish={() => void submit()}
      />
    </Stack>
  );
}

type FormProps = { form: UseFormReturn<CampaignForm> };
const err = (form: UseFormReturn<CampaignForm>, name: FieldName) => form.formState.errors[name]?.message;

export function CampaignStep({ form, scope, editing, clientChosen = false }: FormProps & { scope: ModuleScope; editing: boolean; clientChosen?: boolean }) {
  const choosesClient = !scope.isClient && !editing && !clientChosen;
  const companyId = form.watch('company_id');
  const groups = useGroups(companyId || null);
  return (
    <Stack gap="sm">
      {choosesClient ? (
        <Controller
          control={form.control}
          name="company_id"
          render={({ field, fieldState }) => (
            <ClientSelect
              agencyId={scope.companyId}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                form.setValue('companyGroupID', '');
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <TextInput label="Campaign name" required {...form.register('campaignName')} error={err(form, 'campaignName')} />
      <Controller
        control={form.control}
        name="companyGroupID"
        render={({ field }) => (
          <Select
            label="Company group"
            placeholder={companyId ? 'No group' : 'Choose the client first'}
            clearable
            disabled={!companyId}
            data={(groups.data ?? []).map((g) => ({ value: g.companyGroupID, label: g.companyGroupName }))}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={err(form, 'companyGroupID')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Start date" {...form.register('startdatecampaign')} error={err(form, 'startdatecampaign')} />
        <TextInput type="date" label="End date" {...form.register('enddatecampaign')} error={err(form, 'enddatecampaign')} />
      </SimpleGrid>
    </Stack>
  );
}

function DataOptions({ control }: { control: Control<CampaignForm> }) {
  return (
    <Stack gap="xs">
      <Controller control={control} name="requireemailaddress" render={({ field }) => <Switch label="Only leads with an e-mail address" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
      <Controller control={control} name="phoneenabled" render={({ field }) => <Switch label="Include phone numbers" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
      <Controller control={control} name="homeaddressenabled" render={({ field }) => <Switch label="Include home addresses" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
      <Controller
        control={control}
        name="reidentificationtype"
        render={({ field }) => (
          <NativeSelect
            label="Deliver the same person again"
            data={REIDENTIFICATION_TYPES.map((t) => ({ value: t, label: t === 'never' ? 'Never' : `After ${t}` }))}
            value={field.value}
            onChange={(e) => field.onChange(e.currentTarget.value)}
          />
        )}
      />
    </Stack>
  );
}

export function DataStep({ control }: { control: Control<CampaignForm> }) {
  const options = useAdvanceInformation('local');
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="listAdvanceInformationId"
        render={({ field, fieldState }) => (
          <Checkbox.Group label="Advanced data" description="Any of these makes the campaign an advanced-data campaign, charged at the advanced price." value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? (options.isError ? 'The data options could not be loaded. Please try again later.' : undefined)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {(options.data ?? []).map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <DataOptions control={control} />
    </Stack>
  );
}

/** Keywords pasted as a list (commas, lines) become tags through the API's keyword-to-tags. */
async function pastedKeywords(current: string[], text: string): Promise<string[]> {
  const tags = await keywordToTags(text).catch(() => keywordTags(text));
  return keywordTags([...current, ...tags].join('\n'));
}

export function TargetingStep({ form, module, campaignId }: FormProps & { module: CampaignModule; campaignId: string | null }) {
  const national = form.watch('nationaltargeting');
  const target = form.watch('locationtarget');
  const b2bOptions = useAdvanceInformation('b2b', module === 'b2b');
  const counted = module === 'locator' || module === 'enhance' ? module : null;
  const [companyId, keywords, states, cities, zipText] = form.watch(['company_id', 'locatorkeyword', 'locatorstate', 'locatorcity', 'locatorzip']);
  const setKeywords = (v: string[]) => form.setValue('locatorkeyword', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const apply = useApplyCount();
  // A saved campaign takes a count's keywords through the API (applycampaign); a new one into the form.
  const takeKeywords = (row: CountRow) => {
    if (!campaignId || !counted) return setKeywords(keywordTags([...keywords, ...keywordTags(row.keyword)].join('\n')));
    apply.mutateAsync({ campaignId, module: counted, countId: row.id }).then(
      (answer) => {
        setKeywords(keywordTags([...keywords, ...answer.data.locatorkeyword].join('\n')));
        notify('success', answer.message);
      },
      (e: unknown) => notify('error', messageOf(e)),
    );
  };
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="locatorkeyword"
        render={({ field }) => (
          <TagInput
            label="Keywords"
            description={module === 'locator' ? 'At least one; press Enter after each, or paste a list.' : 'Press Enter after each, or paste a list.'}
            value={field.value}
            onChange={field.onChange}
            onPaste={(e) => {
              const text = e.clipboardData.getData('text');
              if (!/[,\n]/.test(text)) return;
              e.preventDefault();
              void pastedKeywords(field.value, text).then(field.onChange);
            }}
            error={err(form, 'locatorkeyword')}
            required={module === 'locator'}
          />
        )}
      />
      <Controller control={form.control} name="nationaltargeting" render={({ field }) => <Switch label="Target the whole nation" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
      {national ? null : (
        <>
          <Controller
            control={form.control}
            name="locationtarget"
            render={({ field }) => (
              <SegmentedControl
                aria-label="Target by"
                data={[
                  { value: 'state', label: 'States and cities' },
                  { value: 'zip', label: 'Zip codes' },
                ]}
                value={field.value}
                onChange={(v) => field.onChange(v)}
              />
            )}
          />
          {target === 'zip' ? (
            <Controller control={form.control} name="locatorzip" render={({ field }) => <ZipCodeArea value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={err(form, 'locatorzip')} />} />
          ) : (
            <>
              <StatesAndCities
                states={form.watch('locatorstate')}
                cities={form.watch('locatorcity')}
                onStates={(v) => form.setValue('locatorstate', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                onCities={(v) => form.setValue('locatorcity', v, { shouldDirty: true })}
                stateError={err(form, 'locatorstate')}
                cityError={err(form, 'locatorcity')}
              />
            </>
          )}
        </>
      )}
      {module === 'b2b' ? (
        <Controller
          control={form.control}
          name="listB2BInformationId"
          render={({ field }) => <MultiSelect label="Company data" data={b2bOptions.data ?? []} value={field.value} onChange={field.onChange} error={err(form, 'listB2BInformationId')} />}
        />
      ) : null}
      <DataOptions control={form.control} />
      {counted ? (
        <>
          <Divider />
          <ApproximateCountPanel
            companyId={companyId}
            module={counted}
            request={countRequestOf({ company_id: companyId, nationaltargeting: national, locationtarget: target, locatorstate: states, locatorcity: cities, locatorzip: zipText, locatorkeyword: keywords }, counted)}
            onUseKeywords={takeKeywords}
          />
        </>
      ) : null}
    </Stack>
  );
}

export function DeliveryStep({ form }: FormProps) {
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="reportType"
        render={({ field }) => <NativeSelect label="Report format" data={REPORT_TYPES.map((t) => ({ value: t, label: t === 'GoogleSheet' ? 'Google Sheet' : t }))} value={field.value} onChange={(e) => field.onChange(e.currentTarget.value)} />}
      />
      <Controller control={form.control} name="reportSentTo" render={({ field }) => <TagInput label="Send leads to" description="E-mail addresses; press Enter after each." value={field.value} onChange={field.onChange} error={err(form, 'reportSentTo')} />} />
      <Controller control={form.control} name="adminNotifyTo" render={({ field }) => <TagInput label="Notify admins" value={field.value} onChange={field.onChange} error={err(form, 'adminNotifyTo')} />} />
      <TextInput label="Notify every … leads" description="0 turns the notice off." inputMode="numeric" {...form.register('leadsAmountNotification')} error={err(form, 'leadsAmountNotification')} />
    </Stack>
  );
}

export function LimitsStep({ form }: FormProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Blank fields keep the client’s limits for this module. 0 means no limit.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Lead limit" inputMode="numeric" {...form.register('LimitLead')} error={err(form, 'LimitLead')} />
        <Controller
          control={form.control}
          name="LimitLeadFreq"
          render={({ field }) => <NativeSelect label="Limit period" data={LIMIT_FREQUENCIES.map((f) => ({ value: f, label: FREQ_LABELS[f] ?? f }))} value={field.value} onChange={(e) => field.onChange(e.currentTarget.value)} />}
        />
        <TextInput label="Minimum leads" inputMode="numeric" {...form.register('minimumLimitLeads')} error={err(form, 'minimumLimitLeads')} />
        <TextInput label="Maximum leads in total" inputMode="numeric" {...form.register('CostMaxLead')} error={err(form, 'CostMaxLead')} />
        <TextInput type="date" label="Limit from" {...form.register('LimitLeadStart')} error={err(form, 'LimitLeadStart')} />
        <TextInput type="date" label="Limit until" {...form.register('LimitLeadEnd')} error={err(form, 'LimitLeadEnd')} />
      </SimpleGrid>
    </Stack>
  );
}

