import { Button, Drawer, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { userLogsQuerySchema, type LogCategory } from '@platform/core/contracts';
import { DATE_SHORTCUTS, logsQuery, NO_FILTERS, personFitsType, shortcutRange, todayIn, USER_TYPE_OPTIONS, type LogFilters, type LogUserType } from '../log-filters';
import { LogCampaignSelect } from './LogCampaignSelect';
import { LogUserSelect } from './LogUserSelect';

const CLOSE = { 'aria-label': 'Close filters' };

/** Checked with core's query schema as the API will read it (dates yyyy-MM-dd, the end not before the start); an empty date is no bound. */
const resolver: Resolver<LogFilters> = async (values, context, options) => {
  const check = zodResolver(userLogsQuerySchema, undefined, { raw: true });
  // The field names differ between the form and the query, so only the shared options are passed on.
  const result = await check(logsQuery(values), context, { criteriaMode: options.criteriaMode, fields: options.fields, shouldUseNativeValidation: options.shouldUseNativeValidation });
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as FieldErrors<LogFilters> } : { values, errors: {} };
};

/**
 * The logs' filter drawer (docs/product.md, User logs): action, user type, user, campaign and a date
 * range, with the last week / month / 3 months shortcuts counted back from today in the company's time zone.
 */
export function LogFilterDrawer({
  companyId,
  opened,
  onClose,
  value,
  onApply,
  categories,
  timeZone,
}: {
  companyId: string;
  opened: boolean;
  onClose: () => void;
  value: LogFilters;
  onApply: (filters: LogFilters) => void;
  categories: readonly LogCategory[];
  timeZone: string;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filter logs" position="right" closeButtonProps={CLOSE}>
      {/* Mounted per opening, so it starts from the filters in force. */}
      {opened ? <FilterForm companyId={companyId} value={value} onApply={onApply} categories={categories} timeZone={timeZone} /> : null}
    </Drawer>
  );
}

function FilterForm({
  companyId,
  value,
  onApply,
  categories,
  timeZone,
}: {
  companyId: string;
  value: LogFilters;
  onApply: (f: LogFilters) => void;
  categories: readonly LogCategory[];
  timeZone: string;
}) {
  const form = useForm<LogFilters>({ resolver, defaultValues: value });
  const { errors } = form.formState;
  const userType = useWatch({ control: form.control, name: 'userType' });
  const actions = [{ value: 'all', label: 'Select All' }, ...categories.map((c) => ({ value: c.id, label: c.name }))];

  const pickRange = (days: number) => {
    const range = shortcutRange(days, todayIn(timeZone));
    form.setValue('start', range.start, { shouldDirty: true });
    form.setValue('end', range.end, { shouldDirty: true });
    form.clearErrors(['start', 'end']);
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(onApply)(e)} noValidate aria-label="Filter logs">
      <Stack gap="md">
        <NativeSelect label="Action" data={actions} {...form.register('action')} />
        <NativeSelect
          label="User Type"
          data={USER_TYPE_OPTIONS}
          {...form.register('userType', {
            onChange: () => {
              const user = form.getValues('user');
              if (user && !personFitsType(user, form.getValues('userType') as LogUserType)) form.setValue('user', null, { shouldDirty: true });
            },
          })}
        />
        <Controller
          control={form.control}
          name="user"
          render={({ field }) => <LogUserSelect companyId={companyId} userType={userType} value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="campaignID"
          render={({ field }) => <LogCampaignSelect companyId={companyId} value={field.value} onChange={field.onChange} />}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="log-date-range">
            Date range
          </Text>
          <SimpleGrid cols={2} role="group" aria-labelledby="log-date-range">
            <TextInput label="From" type="date" {...form.register('start')} error={errors.start?.message} />
            <TextInput label="To" type="date" {...form.register('end')} error={errors.end?.message} />
          </SimpleGrid>
          <Group gap="xs">
            {DATE_SHORTCUTS.map((s) => (
              <Button key={s.label} variant="light" size="compact-sm" onClick={() => pickRange(s.days)}>
                {s.label}
              </Button>
            ))}
          </Group>
        </Stack>
        <Group justify="space-between">
          <Button variant="default" onClick={() => onApply(NO_FILTERS)}>
            Reset
          </Button>
          <Button type="submit">Apply</Button>
        </Group>
      </Stack>
    </form>
  );
}
