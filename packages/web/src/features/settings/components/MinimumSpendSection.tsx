import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { minimumSpendInputSchema, type GeneralSettings } from '@platform/core/contracts';
import { MoneyField, SwitchField } from '../../../components/inputs/form-fields';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver } from '../forms';
import { amountText } from '../settings-rules';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';

interface MinimumSpendFields {
  status: boolean;
  first_month: string;
  second_month: string;
  monthly: string;
}

const FIELDS = ['status', 'first_month', 'second_month', 'monthly'] as const;
const AMOUNTS = [
  { name: 'first_month', label: 'First month' },
  { name: 'second_month', label: 'Second month' },
  { name: 'monthly', label: 'Monthly' },
] as const;

const fieldsOf = (s: GeneralSettings): MinimumSpendFields => {
  const m = s.minspend_setting ?? { status: 'F', first_month: 0, second_month: 0, monthly: 0 };
  return { status: m.status === 'T', first_month: amountText(m.first_month), second_month: amountText(m.second_month), monthly: amountText(m.monthly) };
};
const toBody = (v: MinimumSpendFields) => ({ status: v.status ? 'T' : 'F', first_month: v.first_month, second_month: v.second_month, monthly: v.monthly });

/** The platform's minimum spend for agencies (root only, docs/product.md, Billing): on or off, and the amounts per month, in USD. */
export function MinimumSpendSection({ companyId, settings, canSave }: Omit<SectionProps, 'stepRef'>) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => fieldsOf(settings), [settings]);
  const form = useForm<MinimumSpendFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(minimumSpendInputSchema, toBody) });
  const save = useSectionSave(form, 'minspend_setting', FIELDS, async (v) => (await update.mutateAsync({ minspend_setting: minimumSpendInputSchema.parse(toBody(v)) })).message);

  return (
    <SettingsSection
      title="Minimum spend"
      description="The least an agency spends in its first and second month and every month after. Every setup check reports it."
      onSubmit={save.onSubmit}
      failure={save.failure}
      canSave={canSave}
      saving={save.saving}
    >
      <SwitchField control={form.control} name="status" label="Minimum spend is on" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {AMOUNTS.map((a) => (
          <MoneyField key={a.name} control={form.control} name={a.name} label={a.label} />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
