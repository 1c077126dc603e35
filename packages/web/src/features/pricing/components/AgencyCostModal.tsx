import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  FLOORED_COST_PER_LEAD,
  parseMoney,
  PAYMENT_TERMS,
  TERM_LABEL,
  updateCostsSchema,
  type AgencyCostsAnswer,
  type CompanyRow,
  type CostModule,
  type PaymentTerm,
} from '@platform/core/contracts';
import { MoneyInput } from '../../../components/inputs/MoneyInput';
import { isApiError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { formatCents } from '../../../lib/format/money';
import { notify } from '../../../lib/notify';
import { useAgencyCosts } from '../api/get-agency-costs';
import { useSaveAgencyCosts } from '../api/save-agency-costs';
import { changedCosts, costFieldErrors, type CostTexts, type DirtyCosts } from '../cost-changes';
import { costLabel, costRole, formatAmountText, moduleFields, offeredModules } from '../cost-fields';

const CLOSE = { 'aria-label': 'Close' };
const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
const TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t, label: TERM_LABEL[t] }));

interface AgencyCostForm {
  dpay: PaymentTerm;
  costagency: CostTexts;
}

/** Checked with core's schema of the PUT (amounts: digits and one decimal point, two decimals at most). */
const resolver: Resolver<AgencyCostForm> = async (values, context, options) => {
  const check = zodResolver(updateCostsSchema, undefined, { raw: true });
  const result = await check(values, context, options as Parameters<typeof check>[2]);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as FieldErrors<AgencyCostForm> } : { values, errors: {} };
};

/**
 * Set Cost for Agency (seed 001 §2, §3, §4): what the platform charges an agency, per module (a tab
 * each) and payment term (the select, which is also the agency's term): the one-time set-up fee,
 * the platform fee per period and the cost per lead, in the term's wording.
 */
export function AgencyCostModal({ agency, opened, onClose }: { agency: Pick<CompanyRow, 'id' | 'company_name'>; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Set Cost for Agency: ${agency.company_name}`} size="lg" closeButtonProps={CLOSE}>
      <AgencyCosts companyId={agency.id} onDone={onClose} />
    </Modal>
  );
}

function AgencyCosts({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const costs = useAgencyCosts(companyId);
  if (costs.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading Data</Text>
      </Group>
    );
  }
  if (costs.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {isApiError(costs.error) ? costs.error.message : FALLBACK_MESSAGE}
      </Alert>
    );
  }
  return <AgencyCostEditor companyId={companyId} answer={costs.data} onDone={onDone} />;
}

function AgencyCostEditor({ companyId, answer, onDone }: { companyId: string; answer: AgencyCostsAnswer; onDone: () => void }) {
  const user = useCurrentUser();
  const modules = offeredModules(user);
  const moduleName = (m: CostModule) => modules.find((o) => o.module === m)?.name ?? m;
  const [tab, setTab] = useState<CostModule>(modules[0]?.module ?? 'local');
  const [failure, setFailure] = useState<string[]>([]);
  const save = useSaveAgencyCosts();
  const form = useForm<AgencyCostForm>({ resolver, defaultValues: { dpay: answer.dpay, costagency: answer.costagency } });
  const term = form.watch('dpay');

  /**
   * The API's field errors go on their fields; a cost per lead under the root's is reset to the
   * root's (seed 001 §5). Errors of a term not on screen are listed above the form, since the
   * select is the agency's term and is not changed behind the user's back.
   */
  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return setFailure([FALLBACK_MESSAGE]);
    const errors = costFieldErrors(error.fieldErrors, answer.rootcostagency);
    const elsewhere: string[] = [];
    for (const e of errors) {
      if (e.resetTo !== undefined) form.setValue(e.path, e.resetTo, { shouldDirty: true });
      form.setError(e.path, { type: 'server', message: e.message });
      if (e.term !== term) elsewhere.push(`${moduleName(e.module)}, ${TERM_LABEL[e.term]}: ${e.message}`);
    }
    const first = errors.find((e) => e.term === term) ?? errors[0];
    if (first) setTab(first.module);
    setFailure(errors.length ? elsewhere : [error.message]);
  };

  const submit = form.handleSubmit((values) => {
    setFailure([]);
    const costagency = changedCosts(values.costagency, form.formState.dirtyFields.costagency as DirtyCosts | undefined);
    save.mutate(
      { companyId, dpay: values.dpay, costagency },
      {
        onSuccess: (saved) => {
          notify('success', saved.message);
          onDone();
        },
        onError: showFailure,
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set cost for agency">
      <Stack gap="md">
        {failure.length ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : null}
        <NativeSelect label="Payment Term" data={TERM_OPTIONS} {...form.register('dpay')} w={200} />
        <Tabs value={tab} onChange={(v) => v && setTab(v as CostModule)} keepMounted={false}>
          <Tabs.List>
            {modules.map(({ module, name }) => (
              <Tabs.Tab key={module} value={module}>
                {name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {modules.map(({ module }) => (
            <Tabs.Panel key={module} value={module} pt="md">
              <Stack gap="sm">
                {moduleFields(module).map((field) => (
                  <Controller
                    key={`${module}.${term}.${field}`}
                    control={form.control}
                    name={`costagency.${module}.${term}.${field}`}
                    render={({ field: input, fieldState }) => (
                      <MoneyInput
                        label={costLabel(costRole(field), term)}
                        description={floorNote(answer, module, term, field)}
                        leftSection="$"
                        blockClipboard
                        name={input.name}
                        ref={input.ref}
                        value={input.value ?? ''}
                        onChange={input.onChange}
                        onBlur={() => {
                          input.onChange(formatAmountText(input.value ?? ''));
                          input.onBlur();
                        }}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Enhance and b2b cost per lead are held to the root's cost for the term: shown beside the field. */
function floorNote(answer: AgencyCostsAnswer, module: CostModule, term: PaymentTerm, field: string): string | undefined {
  if (module !== 'enhance' && module !== 'b2b') return undefined;
  if (FLOORED_COST_PER_LEAD[module] !== field) return undefined;
  const cents = parseMoney(answer.rootcostagency[module][term][field] ?? '0') ?? 0;
  return `Platform cost per lead: ${formatCents(cents)}`;
}
