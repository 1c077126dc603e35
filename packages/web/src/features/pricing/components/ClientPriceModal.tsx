import { Alert, Button, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { PAYMENT_TERMS, TERM_LABEL, type ClientCostsAnswer, type CompanyRow, type CostModule } from '@platform/core/contracts';
import { MoneyInput } from '../../../components/inputs/MoneyInput';
import { isApiError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { notify } from '../../../lib/notify';
import { useClientCosts } from '../api/get-client-costs';
import { useSaveClientCost } from '../api/save-client-cost';
import { CLIENT_COST_PER_LEAD, clientCostForm, clientCostLabels, clientCostResolver, type ClientCostForm } from '../client-cost-form';
import { formatAmountText, offeredModules } from '../cost-fields';

const CLOSE = { 'aria-label': 'Close' };
const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
const TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t, label: TERM_LABEL[t] }));
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
 * The agency's price set-up for one client (seed 001 §2 "Agency price-setup modal per company with
 * a payment-term selector", §3 client cost-module fields): a tab per module, each saved on its own.
 */
export function ClientPriceModal({ client, opened, onClose }: { client: Pick<CompanyRow, 'id' | 'company_name'>; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Set Price for Client: ${client.company_name}`} size="lg" closeButtonProps={CLOSE}>
      <ClientPrices companyId={client.id} onClose={onClose} />
    </Modal>
  );
}

function ClientPrices({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const user = useCurrentUser();
  const prices = useClientCosts(companyId);
  const modules = offeredModules(user);
  const [tab, setTab] = useState<CostModule>(modules[0]?.module ?? 'local');
  if (prices.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading Data</Text>
      </Group>
    );
  }
  if (prices.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {isApiError(prices.error) ? prices.error.message : FALLBACK_MESSAGE}
      </Alert>
    );
  }
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as CostModule)} keepMounted={false}>
      <Tabs.List>
        {modules.map(({ module, name }) => (
          <Tabs.Tab key={module} value={module}>
            {name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {modules.map(({ module, name }) => (
        <Tabs.Panel key={module} value={module} pt="md">
          <ModulePriceForm companyId={companyId} module={module} moduleName={name} saved={prices.data} onClose={onClose} />
        </Tabs.Panel>
      ))}
    </Tabs>
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

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return setFailure(FALLBACK_MESSAGE);
    const elsewhere: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0];
      if (!message) continue;
      if ((FORM_FIELDS as string[]).includes(field)) form.setError(field as Path<ClientCostForm>, { type: 'server', message });
      else elsewhere.push(message);
    }
    setFailure(elsewhere.length ? elsewhere.join(' ') : Object.keys(error.fieldErrors).length ? null : error.message);
  };

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    save.mutate(request, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        // What was saved is the form's new starting point.
        form.reset(form.getValues());
      },
      onError: showFailure,
    });
  });

  const money = (name: 'CostSet' | 'CostSetAdvanced' | 'CostSetB2b' | 'CostMonth' | 'PlatformFee') => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={labels[name]}
          leftSection="$"
          blockClipboard
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            field.onChange(formatAmountText(field.value));
            field.onBlur();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`${moduleName} prices`}>
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <NativeSelect label="Payment Term" data={TERM_OPTIONS} {...form.register('PaymentTerm')} w={200} />
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Close
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
