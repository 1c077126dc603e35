import { COST_MODULES, costPerLeadMinimum, parseMoney, PAYMENT_TERMS, type AgencyCostsAnswer, type CostModule, type PaymentTerm } from '@platform/core/contracts';

/** module → term → field → amount text, as the form holds it and the API takes it. */
export type CostTexts = Record<CostModule, Record<PaymentTerm, Record<string, string>>>;
type Changed = Partial<Record<CostModule, Partial<Record<PaymentTerm, Record<string, string>>>>>;
/** react-hook-form's dirtyFields for the cost structure: `true` where a field was changed. */
export type DirtyCosts = Partial<Record<CostModule, Partial<Record<PaymentTerm, Partial<Record<string, boolean | undefined>>>>>>;

/**
 * Only the fields the user changed go to the API: it judges enhance and b2b cost per lead against
 * the root's only where a value is entered, so resending untouched ones could refuse a save over a
 * cost nobody touched (and an unset cost is billed at the root's, not at zero).
 */
export function changedCosts(values: CostTexts, dirty: DirtyCosts | undefined): Changed {
  const out: Changed = {};
  for (const m of COST_MODULES) {
    for (const t of PAYMENT_TERMS) {
      for (const [field, isDirty] of Object.entries(dirty?.[m]?.[t] ?? {})) {
        const value = values[m][t][field];
        if (!isDirty || value === undefined) continue;
        ((out[m] ??= {})[t] ??= {})[field] = value;
      }
    }
  }
  return out;
}

/** Where a field error of the API points: `costagency.{module}.{term}.{field}`. */
export interface CostFieldError {
  path: `costagency.${CostModule}.${PaymentTerm}.${string}`;
  module: CostModule;
  term: PaymentTerm;
  field: string;
  message: string;
  /** For the floor's message: the root's cost for that field and term, which the field is reset to. */
  resetTo: string | undefined;
}

const isModule = (m: string | undefined): m is CostModule => (COST_MODULES as readonly string[]).includes(m ?? '');
const isTerm = (t: string | undefined): t is PaymentTerm => (PAYMENT_TERMS as readonly string[]).includes(t ?? '');

/**
 * The API's field errors that name a cost field, with the root's cost beside each (docs/product.md, Prices
 * and costs: a cost per lead below the root's is reset to the minimum and "*Cost Per Lead Minimum {value}"
 * shows).
 */
export function costFieldErrors(errors: Record<string, string[]>, root: AgencyCostsAnswer['rootcostagency']): CostFieldError[] {
  const out: CostFieldError[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const [head, module, term, field, ...rest] = key.split('.');
    const message = messages[0];
    if (head !== 'costagency' || !isModule(module) || !isTerm(term) || !field || rest.length || !message) continue;
    const minimum = root[module][term][field];
    const minimumCents = minimum === undefined ? undefined : parseMoney(minimum);
    const isFloor = minimumCents !== undefined && message === costPerLeadMinimum(minimumCents);
    out.push({ path: `costagency.${module}.${term}.${field}`, module, term, field, message, resetTo: isFloor ? minimum : undefined });
  }
  return out;
}
