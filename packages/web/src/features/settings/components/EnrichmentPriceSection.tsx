import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { updateCostsSchema } from '@platform/core/contracts';
import { QueryContent } from '../../../components/dialogs/QueryContent';
import { MoneyField } from '../../../components/inputs/form-fields';
import { useAgencyCosts } from '../../pricing/api/get-agency-costs';
import { useSaveAgencyCosts } from '../../pricing/api/save-agency-costs';
import { formatAmountText } from '../../pricing/cost-fields';
import { bodyResolver } from '../forms';
import { useSectionSave } from '../use-section-save';
import { SettingsSection } from './SettingsSection';

interface EnrichmentPriceFields {
  data_enrichment: string;
}
const FIELDS = ['data_enrichment'] as const;
/** The request as the cost save sends it: no cost field, only the price (core's schema of that PUT judges it). */
const toBody = (v: EnrichmentPriceFields) => ({ costagency: {}, data_enrichment: v.data_enrichment });

/**
 * The price of one matched row of a data enrichment (root operators only): it is kept on the root's
 * own cost structure, not an agency's, since clients pay it to the platform (docs/decisions.md,
 * "Data enrichment and export jobs"). Same amount rule as every cost field: core's schema of the save.
 */
export function EnrichmentPriceSection({ rootId, canSave }: { rootId: string; canSave: boolean }) {
  const description = 'What a client pays per row the provider matches, quoted before the enrichment starts. Jobs already quoted keep their price.';
  return <QueryContent query={useAgencyCosts(rootId)}>{(costs) => <EnrichmentPriceForm rootId={rootId} price={costs.data_enrichment} canSave={canSave} description={description} />}</QueryContent>;
}

function EnrichmentPriceForm({ rootId, price, canSave, description }: { rootId: string; price: string; canSave: boolean; description: string }) {
  const save = useSaveAgencyCosts();
  const values = useMemo(() => ({ data_enrichment: price }), [price]);
  const form = useForm<EnrichmentPriceFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(updateCostsSchema, toBody) });
  const section = useSectionSave(form, 'data_enrichment', FIELDS, async (v) => (await save.mutateAsync({ companyId: rootId, ...toBody(v) })).message);
  return (
    <SettingsSection title="Data enrichment" description={description} onSubmit={section.onSubmit} failure={section.failure} canSave={canSave} saving={section.saving}>
      <MoneyField control={form.control} name="data_enrichment" label="Price per matched row" formatOnBlur={formatAmountText} />
    </SettingsSection>
  );
}
