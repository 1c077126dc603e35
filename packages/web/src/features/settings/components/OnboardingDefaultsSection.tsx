import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { onboardingDefaultsSchema, type GeneralSettings } from '@platform/core/contracts';
import { CheckboxField, MoneyField, SwitchField } from '../../../components/inputs/form-fields';
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
      <SwitchField control={form.control} name="agency_onboarding_status" label="Charge an onboarding fee" />
      <MoneyField control={form.control} name="agency_onboarding_price" label="Onboarding price" maw={240} />
      <CheckboxField control={form.control} name="agency_enable_coupon" label="Agencies may use a coupon" />
    </SettingsSection>
  );
}
