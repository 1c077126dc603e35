import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

/**
 * The agency onboarding questionnaire at /user/questionnaire (docs/product.md, Account area; the product
 * leaves its questions open, so this is what an agency platform asks before it sends leads): the business,
 * the niches it serves, how many clients and leads it expects, and how those leads must be delivered. One per
 * company, saved and edited by its staff; saving marks the saver's `questionnaire_setup_completed`.
 */
export const BUSINESS_TYPES = {
  marketing_agency: 'Marketing or advertising agency',
  lead_generation: 'Lead generation company',
  consultancy: 'Consultancy or freelancer',
  software_reseller: 'Software reseller',
  other: 'Other',
} as const;

export const YEARS_IN_BUSINESS = { under_1: 'Less than 1 year', '1_3': '1 to 3 years', '3_5': '3 to 5 years', over_5: 'More than 5 years' } as const;

export const TEAM_SIZES = { '1': 'Just me', '2_5': '2 to 5', '6_20': '6 to 20', '21_50': '21 to 50', over_50: 'More than 50' } as const;

export const NICHES = {
  real_estate: 'Real estate',
  home_services: 'Home services',
  insurance: 'Insurance',
  mortgage_finance: 'Mortgage and finance',
  legal: 'Legal',
  healthcare: 'Healthcare and dental',
  automotive: 'Automotive',
  solar_energy: 'Solar and energy',
  ecommerce: 'E-commerce',
  b2b_saas: 'B2B and SaaS',
  education: 'Education',
  hospitality: 'Restaurants and hospitality',
  other: 'Other',
} as const;

export const CLIENT_COUNTS = { '0': 'None yet', '1_5': '1 to 5', '6_20': '6 to 20', '21_50': '21 to 50', over_50: 'More than 50' } as const;

export const LEAD_VOLUMES = {
  under_500: 'Fewer than 500',
  '500_2000': '500 to 2,000',
  '2000_10000': '2,000 to 10,000',
  '10000_50000': '10,000 to 50,000',
  over_50000: 'More than 50,000',
} as const;

export const LEAD_DELIVERY = {
  crm: 'Into a CRM (GoHighLevel, Kartra, ClickFunnels…)',
  google_sheets: 'Google Sheets',
  email: 'E-mail notifications',
  webhook: 'Webhook to our own system',
  csv: 'CSV download from the dashboard',
} as const;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const choose = <T extends Record<string, string>>(o: T, message: string) => z.enum(keys(o), message);
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default('');

export const questionnaireSchema = z
  .object({
    business_type: choose(BUSINESS_TYPES, 'Choose what kind of business you are'),
    website: z
      .string()
      .trim()
      .max(200, 'Use at most 200 characters')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Enter a web address like https://example.com')
      .default(''),
    years_in_business: choose(YEARS_IN_BUSINESS, 'Choose how long you have been in business'),
    team_size: choose(TEAM_SIZES, 'Choose your team size'),
    niches: z.array(choose(NICHES, 'Choose a listed niche')).min(1, 'Choose at least one niche').max(Object.keys(NICHES).length),
    other_niche: optionalText(200),
    current_clients: choose(CLIENT_COUNTS, 'Choose how many clients you have'),
    expected_clients: choose(CLIENT_COUNTS, 'Choose how many clients you expect'),
    monthly_lead_volume: choose(LEAD_VOLUMES, 'Choose the leads you expect each month'),
    lead_delivery: z.array(choose(LEAD_DELIVERY, 'Choose a listed delivery')).min(1, 'Choose at least one way to receive leads').max(Object.keys(LEAD_DELIVERY).length),
    crm_name: optionalText(120),
    goals: optionalText(1000),
  })
  .refine((v) => !v.niches.includes('other') || v.other_niche !== '', { path: ['other_niche'], message: 'Name the other niche' });
export type QuestionnaireInput = z.input<typeof questionnaireSchema>;
export type Questionnaire = z.output<typeof questionnaireSchema>;

/** GET /api/user/questionnaire: the company's answers (null before anyone answered) and the user's flag. */
export const questionnaireAnswerSchema = z.object({
  questionnaire: questionnaireSchema.nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  questionnaire_setup_completed: tf,
});
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;

export const QUESTIONNAIRE_SAVED = 'Your questionnaire has been saved.';
export const QUESTIONNAIRE_NOT_FOR_YOU = 'The questionnaire is for agencies.';
export const questionnaireSavedSchema = z.object({ result: z.literal('success'), message: z.string() });
