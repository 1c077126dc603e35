import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

const colour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f2937');
const moneyText = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount with digits and one decimal point');

/** IANA time zones this runtime knows. */
export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const brandingInputSchema = z.object({
  logo: z
    .string()
    .trim()
    .max(200_000)
    .refine((v) => v === '' || /^https:\/\//.test(v) || /^data:image\/(png|jpeg|svg\+xml|webp);base64,/.test(v), 'The logo must be an https URL or an uploaded image')
    .optional(),
  box_bgcolor: colour.optional(),
  text_color: colour.optional(),
  link_color: colour.optional(),
  template_bgcolor: colour.optional(),
  sidebar_bgcolor: colour.optional(),
  font_theme: z.enum(['Inter', 'Poppins', 'Roboto', 'Open Sans', 'Lato', 'Montserrat']).optional(),
});

export const smtpInputSchema = z.object({
  enabled: z.boolean(),
  host: z.string().trim().max(253).optional(),
  port: z.coerce.number().int().min(1).max(65535).optional(),
  username: z.string().trim().max(200).optional(),
  /** Write-only: never sent back. Omit to keep the stored one. */
  password: z.string().max(500).optional(),
  from_email: z.email().max(254).optional(),
  from_name: z.string().trim().max(120).optional(),
});

export const minimumSpendInputSchema = z.object({ status: tf, first_month: moneyText, second_month: moneyText, monthly: moneyText });
export const onboardingDefaultsSchema = z.object({ agency_onboarding_status: tf, agency_onboarding_price: moneyText, agency_enable_coupon: tf });

/** PUT /api/configuration/setting/{companyID}: any of the sections; what is absent stays. */
export const updateGeneralSettingsSchema = z.object({
  branding: brandingInputSchema.optional(),
  timezone: z.string().trim().max(64).refine(isTimeZone, 'Choose a valid time zone').optional(),
  embedded: z.object({ placeEmbedded: z.enum(['head', 'body', 'footer']), embeddedcode: z.string().max(20_000) }).nullable().optional(),
  smtp: smtpInputSchema.optional(),
  /** Root only. */
  minspend_setting: minimumSpendInputSchema.optional(),
  /** Root only. */
  onboarding: onboardingDefaultsSchema.optional(),
});
export type UpdateGeneralSettings = z.infer<typeof updateGeneralSettingsSchema>;

export const testEmailSchema = z.object({ to: z.email('Enter a valid e-mail address').max(254) });

/** Wizard finish label (seed 001 §2). */
export const wizardFinishLabel = (userType: string) => (userType === 'client' ? 'Go To Dashboard' : 'Go To General Settings');
