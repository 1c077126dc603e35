import { Checkbox, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { onboardingDefaultsSchema, type GeneralSettings } from '@platform/core/contracts';
import { MoneyInput } from '../../../components/inputs/MoneyInput';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver } from '../forms';
import { amountText } from '../settings-rules';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';

interface OnboardingFields {
  agency_onboarding_status: boolean;
  agency_onboarding_price: string;
  agency_enable_coupon: boolean;
}

const FIELDS = ['agency_onboarding_status', 'agency_onboarding_price', 'agency_enable_coupon'] as const;

const fieldsOf = (s: GeneralSettings): OnboardingFields => ({
  agency_onboarding_status: s.agency_onboarding_status === 'T',
  agency_onboarding_price: amountText(s.agency_onboarding_price ?? 0),
  agency_enable_coupon: s.agency_enable_coupon === 'T',
});
const toBody = (v: OnboardingFields) => ({
  agency_onboarding_status: v.agency_onboarding_status ? 'T' : 'F',
  agency_onboarding_price: v.agency_onboarding_price,
  agency_enable_coupon: v.agency_enable_coupon ? 'T' : 'F',
});

/** What new agencies are offered at onboarding (root only): whether a fee applies, its price in USD, and whether coupons work. */
export function OnboardingDefaultsSection({ companyId, settings, canSave }: Omit<SectionProps, 'stepRef'>) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => fieldsOf(settings), [settings]);
  const form = useForm<OnboardingFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(onboardingDefaultsSchema, toBody) });
  const { errors } = form.formState;
  const save = useSectionSave(form, 'onboarding', FIELDS, async (v) => (await update.mutateAsync({ onboarding: onboardingDefaultsSchema.parse(toBody(v)) })).message);

  return (
    <SettingsSection
      title="Agency onboarding"
      description="The defaults for agencies that sign up: every setup check reports them."
      onSubmit={save.onSubmit}
      failure={save.failure}
      canSave={canSave}
      saving={save.saving}
    >
      <Controller
        control={form.control}
        name="agency_onboarding_status"
        render={({ field }) => (
          <Switch
            label="Charge an onboarding fee"
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.agency_onboarding_status?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="agency_onboarding_price"
        render={({ field }) => (
          <MoneyInput
            label="Onboarding price"
            leftSection="$"
            maw={240}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.agency_onboarding_price?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="agency_enable_coupon"
        render={({ field }) => (
          <Checkbox
            label="Agencies may use a coupon"
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.agency_enable_coupon?.message}
          />
        )}
      />
    </SettingsSection>
  );
}
