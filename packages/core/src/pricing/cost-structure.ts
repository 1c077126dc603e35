import { z } from 'zod';
import { centsToString, formatUSD, parseMoney } from './money.js';
import { PAYMENT_TERMS, type PaymentTerm } from './payment-terms.js';

export const COST_MODULES = ['local', 'locator', 'enhance', 'b2b'] as const;
export type CostModule = (typeof COST_MODULES)[number];

/** The spec's field names per module (docs/product.md, Prices and costs). */
export const COST_FIELDS = {
  local: ['LeadspeekPlatformFee', 'LeadspeekCostperlead', 'LeadspeekCostperleadAdvanced', 'LeadspeekMinCostMonth'],
  locator: ['LocatorPlatformFee', 'LocatorCostperlead', 'LocatorMinCostMonth'],
  enhance: ['EnhancePlatformFee', 'EnhanceCostperlead', 'EnhanceMinCostMonth'],
  b2b: ['B2bPlatformFee', 'B2bCostperlead', 'B2bMinCostMonth'],
} as const satisfies Record<CostModule, readonly string[]>;

/** Which field is the cost per lead that must not go below the root's (enhance and b2b only). */
export const FLOORED_COST_PER_LEAD = { enhance: 'EnhanceCostperlead', b2b: 'B2bCostperlead' } as const;

/** One term of one module: each field in cents. */
export type TermCosts = Record<string, number>;
/** module → term → fields in cents. */
export type CostStructure = Record<CostModule, Record<PaymentTerm, TermCosts>>;

const zeroTerm = (module: CostModule): TermCosts => Object.fromEntries(COST_FIELDS[module].map((f) => [f, 0]));

/**
 * Fills what is missing with zeros: every module, every term (missing Prepaid entries are created
 * with all fees zero, docs/product.md, Prices and costs), every field.
 */
export function normalizeCosts(partial: Partial<Record<CostModule, Partial<Record<PaymentTerm, Partial<TermCosts>>>>> | undefined): CostStructure {
  const out = {} as CostStructure;
  for (const m of COST_MODULES) {
    out[m] = {} as Record<PaymentTerm, TermCosts>;
    for (const t of PAYMENT_TERMS) {
      const given = partial?.[m]?.[t] ?? {};
      out[m][t] = { ...zeroTerm(m), ...Object.fromEntries(COST_FIELDS[m].map((f) => [f, given[f] ?? 0])) };
    }
  }
  return out;
}

/** What a lead of a floored module costs the agency: its own cost, never below the root's. */
export const effectiveCostPerLead = (agencyCents: number, rootCents: number) => Math.max(agencyCents, rootCents);

/** "*Cost Per Lead Minimum {value}" */
export const costPerLeadMinimum = (cents: number) => `*Cost Per Lead Minimum ${formatUSD(cents)}`;

/**
 * Enhance and b2b cost per lead cannot go below the root's cost for that term. Answers the field
 * errors (keyed module.term.field) with the spec's message; none when all is well. With `entered`,
 * only the values being entered are judged (an unset cost is billed at the root's, not at zero).
 */
export function floorErrors(
  agency: CostStructure,
  root: CostStructure,
  entered?: Partial<Record<CostModule, Partial<Record<PaymentTerm, Record<string, number>>>>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const m of ['enhance', 'b2b'] as const) {
    const field = FLOORED_COST_PER_LEAD[m];
    for (const t of PAYMENT_TERMS) {
      if (entered && entered[m]?.[t]?.[field] === undefined) continue;
      const min = root[m][t][field] ?? 0;
      if ((agency[m][t][field] ?? 0) < min) errors[`costagency.${m}.${t}.${field}`] = [costPerLeadMinimum(min)];
    }
  }
  return errors;
}

/** Over the API costs travel as the spec's strings ("12.50"); strings default to "0". */
const moneyString = z
  .string()
  .trim()
  .max(12)
  .refine((v) => parseMoney(v) !== undefined, 'Enter an amount with digits and one decimal point, at most two decimals')
  .transform((v) => parseMoney(v) ?? 0);

const termInput = z.record(z.string(), moneyString);
const moduleInput = z.partialRecord(z.enum(PAYMENT_TERMS), termInput);
/** Strict: a module name the platform does not have is refused, not dropped (it would save nothing). */
export const costStructureInputSchema = z.strictObject({
  local: moduleInput.optional(),
  locator: moduleInput.optional(),
  enhance: moduleInput.optional(),
  b2b: moduleInput.optional(),
});

export const updateCostsSchema = z.object({
  /** Absent keeps the stored payment term. */
  dpay: z.enum(PAYMENT_TERMS).optional(),
  costagency: costStructureInputSchema,
  /** The root's own structure only: the price of one matched row of a data enrichment. */
  data_enrichment: moneyString.optional(),
});

/** The structure as the spec's strings, for answers. */
export function costsToStrings(c: CostStructure): Record<CostModule, Record<PaymentTerm, Record<string, string>>> {
  const out = {} as Record<CostModule, Record<PaymentTerm, Record<string, string>>>;
  for (const m of COST_MODULES) {
    out[m] = {} as Record<PaymentTerm, Record<string, string>>;
    for (const t of PAYMENT_TERMS) out[m][t] = Object.fromEntries(Object.entries(c[m][t]).map(([k, v]) => [k, centsToString(v)]));
  }
  return out;
}

/** "Enter at least one cost or the payment term." */
export const NOTHING_TO_SAVE = 'Enter at least one cost or the payment term.';

/** How many cost fields a save carries (module → term → field). */
export function costFieldCount(input: Partial<Record<CostModule, Partial<Record<PaymentTerm, Record<string, number>>>>>): number {
  let n = 0;
  for (const m of COST_MODULES) for (const fields of Object.values(input[m] ?? {})) n += Object.keys(fields ?? {}).length;
  return n;
}

/** Only the spec's field names of each module are accepted. */
export function unknownFieldErrors(input: Partial<Record<CostModule, Partial<Record<PaymentTerm, Record<string, number>>>>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const m of COST_MODULES) {
    for (const [t, fields] of Object.entries(input[m] ?? {})) {
      for (const f of Object.keys(fields ?? {})) {
        if (!(COST_FIELDS[m] as readonly string[]).includes(f)) errors[`costagency.${m}.${t}.${f}`] = [`${f} is not a ${m} cost field`];
      }
    }
  }
  return errors;
}
