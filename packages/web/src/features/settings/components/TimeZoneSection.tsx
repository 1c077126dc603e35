import { Select } from '@mantine/core';
import { useImperativeHandle, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { updateGeneralSettingsSchema } from '@platform/core/contracts';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver } from '../forms';
import { timeZoneOptions } from '../settings-rules';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';
import { StepFrame } from './StepFrame';

interface TimeZoneFields {
  timezone: string;
}

const timezoneSchema = updateGeneralSettingsSchema.pick({ timezone: true });
const FIELDS = ['timezone'] as const;

/** The company's time zone (default America/Chicago): dates and reports read in it. */
export function TimeZoneSection({ companyId, settings, canSave, stepRef }: SectionProps) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => ({ timezone: settings.timezone }), [settings]);
  const zones = useMemo(() => timeZoneOptions(settings.timezone, Intl.supportedValuesOf('timeZone')), [settings.timezone]);
  const form = useForm<TimeZoneFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(timezoneSchema, (v) => v) });
  // isDirty is read while rendering so the form keeps it current for the guide's check.
  const { errors, isDirty } = form.formState;

  const save = useSectionSave(form, 'timezone', FIELDS, async (v) => (await update.mutateAsync(timezoneSchema.parse(v))).message);
  useImperativeHandle(stepRef, () => ({ check: () => (isDirty ? save.run() : form.trigger()) }), [form, isDirty, save]);

  const fields = (
    <Controller
      control={form.control}
      name="timezone"
      render={({ field }) => (
        <Select
          label="Time zone"
          description="Dates, reports and schedules are shown in this time zone."
          searchable
          nothingFoundMessage="No time zone has that name"
          data={zones}
          value={field.value}
          onChange={(v) => field.onChange(v ?? field.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          limit={100}
          error={errors.timezone?.message}
        />
      )}
    />
  );

  if (stepRef) return <StepFrame failure={save.failure}>{fields}</StepFrame>;
  return (
    <SettingsSection title="Time zone" onSubmit={save.onSubmit} failure={save.failure} canSave={canSave} saving={save.saving}>
      {fields}
    </SettingsSection>
  );
}
