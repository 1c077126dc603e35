import {
  centsToString,
  COST_FIELDS,
  COST_MODULES,
  parseMoney,
  termWording,
  type CostModule,
  type PaymentTerm,
  type UserData,
} from '@platform/core/contracts';

/**
 * What each of the API's cost fields is (docs/product.md, Prices and costs): the one-time set-up platform
 * fee, the platform fee per period (minimum monthly cost), the cost per lead (and local's advanced one).
 */
export type CostRole = 'setupFee' | 'platformFee' | 'costPerLead' | 'advancedCostPerLead';

const ROLE_BY_SUFFIX: [suffix: string, role: CostRole][] = [
  ['CostperleadAdvanced', 'advancedCostPerLead'],
  ['Costperlead', 'costPerLead'],
  ['MinCostMonth', 'platformFee'],
  ['PlatformFee', 'setupFee'],
];

export function costRole(field: string): CostRole {
  const found = ROLE_BY_SUFFIX.find(([suffix]) => field.endsWith(suffix));
  if (!found) throw new Error(`${field} is not a cost field`);
  return found[1];
}

/** The order the modal shows a module's fields in: set-up fee, platform fee, cost(s) per lead. */
const ROLE_ORDER: CostRole[] = ['setupFee', 'platformFee', 'costPerLead', 'advancedCostPerLead'];

/** The API's field names of a module, in the modal's order. */
export const moduleFields = (module: CostModule): string[] =>
  [...COST_FIELDS[module]].sort((a, b) => ROLE_ORDER.indexOf(costRole(a)) - ROLE_ORDER.indexOf(costRole(b)));

/** A field's label in the term's wording (docs/product.md, Payment terms: One Time has none; Prepaid reads monthly). */
export function costLabel(role: CostRole, term: PaymentTerm): string {
  const { period, fromCharge } = termWording(term);
  switch (role) {
    case 'setupFee':
      return 'One time set-up fee';
    case 'platformFee':
      return period ? `Platform fee ${period}` : 'Platform fee';
    case 'costPerLead':
      return fromCharge ? `Cost per lead ${fromCharge}` : 'Cost per lead';
    case 'advancedCostPerLead':
      return fromCharge ? `Advanced cost per lead ${fromCharge}` : 'Advanced cost per lead';
  }
}

/** The spec's module names when the tenant has not named a module (docs/product.md, Campaigns and the four modules). */
const DEFAULT_MODULE_NAMES: Record<CostModule, string> = { local: 'Site ID', locator: 'Search ID', enhance: 'Enhance ID', b2b: 'B2B ID' };

/**
 * The modules the platform offers, under the names the tenant gave them. Enhance and b2b exist only when the
 * platform has them (a name and a url in the user data, docs/product.md, Campaigns and the four modules).
 */
export function offeredModules(user: Pick<UserData, 'leadlocalname' | 'leadlocatorname' | 'leadenhancename' | 'leadenhanceurl' | 'leadb2bname' | 'leadb2burl'>) {
  const named: Record<CostModule, string | null> = {
    local: user.leadlocalname,
    locator: user.leadlocatorname,
    enhance: user.leadenhancename && user.leadenhanceurl ? user.leadenhancename : null,
    b2b: user.leadb2bname && user.leadb2burl ? user.leadb2bname : null,
  };
  return COST_MODULES.filter((m) => m === 'local' || m === 'locator' || named[m]).map((m) => ({ module: m, name: named[m] ?? DEFAULT_MODULE_NAMES[m] }));
}

/** On blur an amount is shown with its two decimals ("12.5" → "12.50"); what does not parse is left for the form's message. */
export function formatAmountText(text: string): string {
  const cents = parseMoney(text);
  return cents === undefined ? text : centsToString(cents);
}
