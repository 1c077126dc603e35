import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { COUNT_TARGET_LOCATIONS, type Audience } from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../components/dialogs/ModalForm';
import { TagInput } from '../../../components/inputs/TagInput';
import { ZipCodeArea } from '../../../components/inputs/ZipCodeArea';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useCreateAudience, useUpdateAudience } from '../api/audiences';
import { AUDIENCE_FIELDS, audienceBody, audienceFormOf, audienceResolver, emptyAudience, type AudienceForm } from '../audience-form';
import { ClientSelect } from './ClientSelect';
import { StatesAndCities } from './StatesAndCities';

export const AUDIENCE_MODULE_LABELS = { locator: 'Search ID', enhance: 'Enhance ID' } as const;

interface Props {
  /** The agency whose clients the audience may be for. */
  agencyId: string;
  opened: boolean;
  onClose: () => void;
  /** The audience being edited (its client stays), or none for a new one. */
  editing?: Audience | null;
  /** A new audience's client and module, chosen already (the campaign wizard). */
  preset?: Partial<Pick<AudienceForm, 'company_id' | 'type'>>;
  onSaved?: (audience: Audience) => void;
}

/** New or Edit Audience: client, name, module, location (the nation, states and cities, or zip codes) and keywords. */
export function AudienceFormModal({ agencyId, opened, onClose, editing = null, preset, onSaved }: Props) {
  return (
    <ModalForm title={editing ? `Edit ${editing.name}` : 'New Audience'} opened={opened} onClose={onClose} size="lg">
      <AudienceFormBody key={editing?.audience_id ?? 'new'} agencyId={agencyId} editing={editing} preset={preset} onDone={onClose} onSaved={onSaved} />
    </ModalForm>
  );
}

function AudienceFormBody({ agencyId, editing, preset, onDone, onSaved }: { agencyId: string; editing: Audience | null; preset: Props['preset']; onDone: () => void; onSaved: Props['onSaved'] }) {
  const form = useForm<AudienceForm>({ defaultValues: editing ? audienceFormOf(editing) : { ...emptyAudience(), ...preset }, resolver: audienceResolver, mode: 'onTouched' });
  const create = useCreateAudience();
  const update = useUpdateAudience();
  const [failure, setFailure] = useState<string | null>(null);
  const choosesClient = !editing && !preset?.company_id;
  const target = form.watch('target_location');
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = audienceBody(values);
      const answer = editing ? await update.mutateAsync({ id: editing.audience_id, body }) : await create.mutateAsync(body);
      notify('success', answer.message);
      onSaved?.(answer.data);
      onDone();
    } catch (e) {
      setFailure(placeServerErrors(e, form.setError, AUDIENCE_FIELDS));
    }
  });

  return (
    <ModalFormBody label={editing ? `Audience ${editing.name}` : 'New audience'} failure={failure} pending={create.isPending || update.isPending} onSubmit={submit} onCancel={onDone}>
      <Stack gap="sm">
        {choosesClient ? (
          <Controller
            control={form.control}
            name="company_id"
            render={({ field, fieldState }) => <ClientSelect agencyId={agencyId} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
          />
        ) : editing ? (
          <TextInput label="Client" value={editing.client_name} readOnly description="An audience stays with its client: duplicate it to start from it." />
        ) : null}
        <TextInput label="Audience name" required data-autofocus {...form.register('name')} error={errors.name?.message} />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Input.Wrapper label="Suits">
              <SegmentedControl
                aria-label="Suits"
                fullWidth
                disabled={Boolean(preset?.type)}
                data={Object.entries(AUDIENCE_MODULE_LABELS).map(([value, label]) => ({ value, label }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="target_location"
          render={({ field }) => (
            <Input.Wrapper label="Target location">
              <SegmentedControl aria-label="Target location" fullWidth data={[...COUNT_TARGET_LOCATIONS]} value={field.value} onChange={(v) => field.onChange(v)} />
            </Input.Wrapper>
          )}
        />
        {target === 'State' ? (
          <StatesAndCities
            states={form.watch('states')}
            cities={form.watch('cities')}
            onStates={(v) => form.setValue('states', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            onCities={(v) => form.setValue('cities', v, { shouldDirty: true })}
            stateError={errors.states?.message}
            cityError={errors.cities?.message}
          />
        ) : null}
        {target === 'Zip Code' ? (
          <Controller control={form.control} name="zip_code" render={({ field }) => <ZipCodeArea value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.zip_code?.message} />} />
        ) : null}
        <Controller
          control={form.control}
          name="keyword"
          render={({ field }) => (
            <TagInput
              label="Keywords"
              description={form.watch('type') === 'locator' ? 'At least one for Search ID; press Enter after each.' : 'Optional for Enhance ID; press Enter after each.'}
              value={field.value}
              onChange={field.onChange}
              error={errors.keyword?.message}
            />
          )}
        />
      </Stack>
    </ModalFormBody>
  );
}
