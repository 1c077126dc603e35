import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  FLOORED_COST_PER_LEAD,
  parseMoney,
  TERM_LABEL,
  updateCostsSchema,
  type AgencyCostsAnswer,
  type CompanyRow,
  type CostModule,
  type PaymentTerm,
} from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../components/dialogs/ModalForm';
import { QueryContent } from '../../../components/dialogs/QueryContent';
import { MoneyField } from '../../../components/inputs/form-fields';
import { isApiError } from '../../../lib/api/errors';
import { formatCents } from '../../../lib/format/money';
import { FALLBACK_MESSAGE } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useAgencyCosts } from '../api/get-agency-costs';
import { useSaveAgencyCosts } from '../api/save-agency-costs';
import { changedCosts, costFieldErrors, type CostTexts, type DirtyCosts } from '../cost-changes';
import { costLabel, costRole, formatAmountText, moduleFields } from '../cost-fields';
import { CostModuleTabs, PaymentTermSelect, useOfferedModules } from './CostDialog';

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
 * Set Cost for Agency (docs/product.md, Prices and costs): what the platform charges an agency, per module (a
 * tab each) and payment term (the select, which is also the agency's term): the one-time set-up fee, the
 * platform fee per period and the cost per lead, in the term's wording.
 */
export function AgencyCostModal({ agency, opened, onClose }: { agency: Pick<CompanyRow, 'id' | 'company_name'>; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm title={`Set Cost for Agency: ${agency.company_name}`} opened={opened} onClose={onClose} size="lg">
      <AgencyCosts companyId={agency.id} onDone={onClose} />
    </ModalForm>
  );
}

function AgencyCosts({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  return <QueryContent query={useAgencyCosts(companyId)}>{(answer) => <AgencyCostEditor companyId={companyId} answer={answer} onDone={onDone} />}</QueryContent>;
}

function AgencyCostEditor({ companyId, answer, onDone }: { companyId: string; answer: AgencyCostsAnswer; onDone: () => void }) {
  const modules = useOfferedModules();
  const moduleName = (m: CostModule) => modules.find((o) => o.module === m)?.name ?? m;
  const [tab, setTab] = useState<CostModule>(modules[0]?.module ?? 'local');
  const [failure, setFailure] = useState<string[]>([]);
  const save = useSaveAgencyCosts();
  const form = useForm<AgencyCostForm>({ resolver, defaultValues: { dpay: answer.dpay, costagency: answer.costagency } });
  const term = form.watch('dpay');

  /**
   * The API's field errors go on their fields; a cost per lead under the root's is reset to the root's
   * (docs/product.md, Prices and costs). Errors of a term not on screen are listed above the form, since the
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
    <ModalFormBody label="Set cost for agency" failure={failure} pending={save.isPending} onSubmit={submit} onCancel={onDone}>
      <PaymentTermSelect {...form.register('dpay')} />
      <CostModuleTabs modules={modules} value={tab} onChange={setTab}>
        {({ module }) => (
          <Stack gap="sm">
            {moduleFields(module).map((field) => (
              <MoneyField
                key={`${module}.${term}.${field}`}
                control={form.control}
                name={`costagency.${module}.${term}.${field}`}
                label={costLabel(costRole(field), term)}
                description={floorNote(answer, module, term, field)}
                blockClipboard
                formatOnBlur={formatAmountText}
              />
            ))}
          </Stack>
        )}
      </CostModuleTabs>
    </ModalFormBody>
  );
}

/** Enhance and b2b cost per lead are held to the root's cost for the term: shown beside the field. */
function floorNote(answer: AgencyCostsAnswer, module: CostModule, term: PaymentTerm, field: string): string | undefined {
  if (module !== 'enhance' && module !== 'b2b') return undefined;
  if (FLOORED_COST_PER_LEAD[module] !== field) return undefined;
  const cents = parseMoney(answer.rootcostagency[module][term][field] ?? '0') ?? 0;
  return `Platform cost per lead: ${formatCents(cents)}`;
}
