import type { CountryCode } from 'libphonenumber-js';
import {
  MODULE_KEYS,
  PAYMENT_TERMS,
  TERM_LABEL,
  type CompanyDetail,
  type CreateCompanyInput,
  type PaymentTerm,
  type TF,
  type UpdateCompanyInput,
  type UserData,
} from '@platform/core/contracts';
import { DEFAULT_PHONE_COUNTRY, isCountryCode, phoneValue } from '../../components/inputs/phone-rules';

export type CompanyKind = 'agency' | 'client';
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** What the add and edit panels hold: every field as the API names it, toggles as T/F. */
export interface CompanyFormValues {
  company_name: string;
  name: string;
  email: string;
  phonenum: string;
  phone_country_code: string;
  is_whitelabeling: TF;
  api_mode: TF;
  subdomain: string;
  domain: string;
  organization_id: string;
  payment_terms: PaymentTerm[];
  modules: ModuleKey[];
}

/**
 * The fields each kind of company has in the API: subdomain, custom domain, payment terms and
 * modules are an agency's (the API ignores them on a new client); the rest are both kinds'.
 */
export const AGENCY_ONLY_FIELDS = ['subdomain', 'domain', 'payment_terms', 'modules'] as const;

/** Every field the panels show, for placing the API's field errors beside them. */
export const COMPANY_FIELDS = [
  'company_name',
  'name',
  'email',
  'phonenum',
  'phone_country_code',
  'is_whitelabeling',
  'api_mode',
  'subdomain',
  'domain',
  'organization_id',
  'payment_terms',
  'modules',
] as const satisfies readonly (keyof CompanyFormValues)[];

export const PAYMENT_TERM_OPTIONS = PAYMENT_TERMS.map((term) => ({ value: term, label: TERM_LABEL[term] }));

/** Module names as the platform shows them (the user data's names; the spec's defaults otherwise). */
export function moduleOptions(user: Pick<UserData, 'leadlocalname' | 'leadlocatorname' | 'leadenhancename' | 'leadb2bname'>): { value: ModuleKey; label: string }[] {
  const names: Record<ModuleKey, string> = {
    local: user.leadlocalname || 'Site ID',
    locator: user.leadlocatorname || 'Search ID',
    enhance: user.leadenhancename || 'Enhance ID',
    b2b: user.leadb2bname || 'B2B ID',
  };
  return MODULE_KEYS.map((key) => ({ value: key, label: names[key] }));
}

/** A new agency starts as the API would make it (Weekly is the default term; Site ID and Search ID on). */
export function emptyCompanyForm(kind: CompanyKind): CompanyFormValues {
  return {
    company_name: '',
    name: '',
    email: '',
    phonenum: '',
    phone_country_code: DEFAULT_PHONE_COUNTRY,
    is_whitelabeling: 'F',
    api_mode: 'F',
    subdomain: '',
    domain: '',
    organization_id: '',
    payment_terms: kind === 'agency' ? ['Weekly'] : [],
    modules: kind === 'agency' ? ['local', 'locator'] : [],
  };
}

/** A stored phone (E.164) as the phone input shows it: the national format of its country. */
export function nationalPhone(stored: string | null, country: string): string {
  if (!stored) return '';
  const parsed = phoneValue(stored, isCountryCode(country) ? (country as CountryCode) : null);
  return parsed.isValid && parsed.formatNational ? parsed.formatNational : stored;
}

/** The edit panel's starting values from GET /api/configuration/companies/{id}. */
export function detailToForm(detail: CompanyDetail): CompanyFormValues {
  const country = isCountryCode(detail.phone_country_code) ? detail.phone_country_code : DEFAULT_PHONE_COUNTRY;
  return {
    company_name: detail.company_name,
    name: detail.name,
    email: detail.email,
    phonenum: nationalPhone(detail.phonenum, country),
    phone_country_code: country,
    is_whitelabeling: detail.is_whitelabeling,
    api_mode: detail.api_mode,
    subdomain: detail.subdomain ?? '',
    domain: detail.domain ?? '',
    organization_id: detail.organization_id ?? '',
    payment_terms: [...detail.payment_terms],
    modules: [...detail.modules],
  };
}

/** Only the fields the kind has; empty optional text is left out rather than sent as "". */
function fieldsOf(values: CompanyFormValues, kind: CompanyKind) {
  return {
    company_name: values.company_name,
    name: values.name,
    email: values.email,
    phone_country_code: values.phone_country_code || DEFAULT_PHONE_COUNTRY,
    is_whitelabeling: values.is_whitelabeling,
    api_mode: values.api_mode,
    organization_id: values.organization_id,
    ...(kind === 'agency'
      ? { subdomain: values.subdomain, domain: values.domain, payment_terms: values.payment_terms, modules: values.modules }
      : {}),
  };
}

/** POST /api/configuration/user/create's body: the new company goes under `parentId`. */
export function toCreateRequest(values: CompanyFormValues, parentId: string, kind: CompanyKind): CreateCompanyInput {
  return { companyID: parentId, ...fieldsOf(values, kind), ...(values.phonenum.trim() ? { phonenum: values.phonenum } : {}) };
}

/**
 * PUT /api/configuration/user/update's body. Every field is sent as loaded or changed: the API
 * resets a missing toggle to F and drops a missing custom domain.
 */
export function toUpdateRequest(values: CompanyFormValues, companyId: string, kind: CompanyKind): UpdateCompanyInput {
  return { ClientID: companyId, ...fieldsOf(values, kind), phonenum: values.phonenum };
}
