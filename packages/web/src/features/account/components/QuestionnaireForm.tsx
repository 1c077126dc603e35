import { Alert, Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  BUSINESS_TYPES,
  CLIENT_COUNTS,
  LEAD_DELIVERY,
  LEAD_VOLUMES,
  NICHES,
  questionnaireSchema,
  TEAM_SIZES,
  YEARS_IN_BUSINESS,
  type Questionnaire,
  type QuestionnaireInput,
} from '@platform/core/contracts';
import { useState } from 'react';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useSaveQuestionnaire } from '../api/save-questionnaire';

type Values = Questionnaire;
const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const FIELDS = Object.keys(questionnaireSchema.shape) as Path<Values>[];

const EMPTY: QuestionnaireInput = {
  business_type: '' as Values['business_type'],
  website: '',
  years_in_business: '' as Values['years_in_business'],
  team_size: '' as Values['team_size'],
  niches: [],
  other_niche: '',
  current_clients: '' as Values['current_clients'],
  expected_clients: '' as Values['expected_clients'],
  monthly_lead_volume: '' as Values['monthly_lead_volume'],
  lead_delivery: [],
  crm_name: '',
  goals: '',
};

/**
 * The agency onboarding questionnaire (our design: the product leaves its questions open): the business, the
 * niches it serves, its clients now and expected, the leads it expects a month, and how they must
 * be delivered. Core's schema judges it here and in the API.
 */
export function QuestionnaireForm({ saved, onSaved }: { saved: Questionnaire | null; onSaved: () => void }) {
  const save = useSaveQuestionnaire();
  const form = useForm<Values>({ defaultValues: (saved ?? EMPTY) as Values, resolver: bodyResolver(questionnaireSchema, (v) => v) });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const niches = form.watch('niches');

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(v);
      notify('success', answer.message);
      onSaved();
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, FIELDS));
    }
  });

  const select = (name: Path<Values>, label: string, data: Record<string, string>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk
          data={options(data)}
          value={(field.value as string) || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          allowDeselect={false}
          error={errors[name as keyof Values]?.message}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="lg">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="business_type"
          render={({ field }) => (
            <Radio.Group label="What kind of business are you?" withAsterisk value={field.value} onChange={field.onChange} error={errors.business_type?.message}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {options(BUSINESS_TYPES).map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} />
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="Website" placeholder="https://example.com" {...form.register('website')} error={errors.website?.message} />
          {select('years_in_business', 'Years in business', YEARS_IN_BUSINESS)}
          {select('team_size', 'Team size', TEAM_SIZES)}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="niches"
          render={({ field }) => (
            <Checkbox.Group label="Which niches do you serve?" withAsterisk value={field.value} onChange={field.onChange} error={errors.niches?.message}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="xs">
                {options(NICHES).map((o) => (
                  <Checkbox key={o.value} value={o.value} label={o.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        {niches.includes('other') ? <TextInput label="Other niche" withAsterisk {...form.register('other_niche')} error={errors.other_niche?.message} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {select('current_clients', 'Clients you have today', CLIENT_COUNTS)}
          {select('expected_clients', 'Clients you expect within a year', CLIENT_COUNTS)}
          {select('monthly_lead_volume', 'Leads you expect each month', LEAD_VOLUMES)}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="lead_delivery"
          render={({ field }) => (
            <Checkbox.Group label="How should leads reach you and your clients?" withAsterisk value={field.value} onChange={field.onChange} error={errors.lead_delivery?.message}>
              <Stack mt="xs" gap="xs">
                {options(LEAD_DELIVERY).map((o) => (
                  <Checkbox key={o.value} value={o.value} label={o.label} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <TextInput label="Which CRM do you use?" {...form.register('crm_name')} error={errors.crm_name?.message} />
        <Textarea label="What do you want to achieve with the platform?" autosize minRows={3} {...form.register('goals')} error={errors.goals?.message} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save questionnaire
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
