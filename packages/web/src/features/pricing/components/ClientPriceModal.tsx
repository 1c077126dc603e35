import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { ClientCostsAnswer, CompanyRow, CostModule } from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../components/dialogs/ModalForm';
import { QueryContent } from '../../../components/dialogs/QueryContent';
import { MoneyField } from '../../../components/inputs/form-fields';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useClientCosts } from '../api/get-client-costs';
import { useSaveClientCost } from '../api/save-client-cost';
import { CLIENT_COST_PER_LEAD, clientCostForm, clientCostLabels, clientCostResolver, type ClientCostForm } from '../client-cost-form';
import { formatAmountText } from '../cost-fields';
import { CostModuleTabs, PaymentTermSelect, useOfferedModules } from './CostDialog';

const FREQUENCIES = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
const TOP_UPS = [
  { value: 'continual', label: 'Continual' },
  { value: 'onetime', label: 'One time' },
];
const FORM_FIELDS: Path<ClientCostForm>[] = [
  'PaymentTerm',
  'CostSet',
  'CostSetAdvanced',
  'CostSetB2b',
  'CostMonth',
  'PlatformFee',
  'CostMaxLead',
  'LimitLead',
  'LimitLeadFreq',
  'LimitLeadStart',
  'LimitLeadEnd',
  'minimumLimitLeads',
  'topupoptions',
];

/**
 * The agency's price set-up for one client with its payment term (docs/product.md, Prices and costs):
 * a tab per module, each saved on its own.
 */
export function ClientPriceModal({ client, opened, onClose }: { client: Pick<CompanyRow, 'id' | 'company_name'>; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm title={`Set Price for Client: ${client.company_name}`} opened={opened} onClose={onClose} size="lg">
      <ClientPrices companyId={client.id} onClose={onClose} />
    </ModalForm>
  );
}

function ClientPrices({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const modules = useOfferedModules();
  const [tab, setTab] = useState<CostModule>(modules[0]?.module ?? 'local');
  return (
    <QueryContent query={useClientCosts(companyId)}>
      {(saved) => (
        <CostModuleTabs modules={modules} value={tab} onChange={setTab}>
          {({ module, name }) => <ModulePriceForm companyId={companyId} module={module} moduleName={name} saved={saved} onClose={onClose} />}
        </CostModuleTabs>
      )}
    </QueryContent>
  );
}

function ModulePriceForm({
  companyId,
  module,
  moduleName,
  saved,
  onClose,
}: {
  companyId: string;
  module: CostModule;
  moduleName: string;
  saved: ClientCostsAnswer;
  onClose: () => void;
}) {
  const save = useSaveClientCost();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClientCostForm, unknown, Parameters<typeof save.mutate>[0]>({
    resolver: clientCostResolver,
    defaultValues: clientCostForm(companyId, module, saved.data[module]),
  });
  const { errors } = form.formState;
  const term = form.watch('PaymentTerm');
  const labels = clientCostLabels(term);

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    save.mutate(request, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        // What was saved is the form's new starting point.
        form.reset(form.getValues());
      },
      onError: (error) => setFailure(placeServerErrors(error, form.setError, FORM_FIELDS)),
    });
  });

  const money = (name: 'CostSet' | 'CostSetAdvanced' | 'CostSetB2b' | 'CostMonth' | 'PlatformFee') => (
    <MoneyField key={name} control={form.control} name={name} label={labels[name]} blockClipboard formatOnBlur={formatAmountText} />
  );

  return (
    // Each module saves on its own and the dialog stays open, so its dismiss button is Close.
    <ModalFormBody label={`${moduleName} prices`} failure={failure} pending={save.isPending} onSubmit={submit} onCancel={onClose} cancelLabel="Close">
      <PaymentTermSelect {...form.register('PaymentTerm')} />
      {money('PlatformFee')}
      {money('CostMonth')}
      {CLIENT_COST_PER_LEAD[module].map(money)}
      <TextInput label={labels.CostMaxLead} inputMode="numeric" {...form.register('CostMaxLead')} error={errors.CostMaxLead?.message} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Lead limit" inputMode="numeric" {...form.register('LimitLead')} error={errors.LimitLead?.message} />
        <NativeSelect label="Lead limit per" data={FREQUENCIES} {...form.register('LimitLeadFreq')} />
        <TextInput label="Minimum leads" inputMode="numeric" {...form.register('minimumLimitLeads')} error={errors.minimumLimitLeads?.message} />
        {term === 'Prepaid' ? <NativeSelect label="Top-up" data={TOP_UPS} {...form.register('topupoptions')} /> : null}
        <TextInput label="Limit start date" type="date" {...form.register('LimitLeadStart')} error={errors.LimitLeadStart?.message} />
        <TextInput label="Limit end date" type="date" {...form.register('LimitLeadEnd')} error={errors.LimitLeadEnd?.message} />
      </SimpleGrid>
    </ModalFormBody>
  );
}
