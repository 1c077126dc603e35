import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { IMAGE_CONTENT_TYPES, imageUploadAnswerSchema } from '../shared/image.contract.js';
import { domainSchema, subdomainSchema } from '../tenancy/company-admin.contract.js';

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

export const FONT_THEMES = ['Inter', 'Poppins', 'Roboto', 'Open Sans', 'Lato', 'Montserrat'] as const;

export const brandingInputSchema = z.object({
  logo: z
    .string()
    .trim()
    .max(2048)
    // An https address or one of our own logo addresses; never a data: URL (an SVG one carries script).
    .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/.test(v) || /^\/api\/branding\/logo\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|gif)$/.test(v), 'The logo must be an https URL or an uploaded image')
    .optional(),
  /** A colour, or null to go back to the platform's default. */
  box_bgcolor: colour.nullable().optional(),
  text_color: colour.nullable().optional(),
  link_color: colour.nullable().optional(),
  template_bgcolor: colour.nullable().optional(),
  sidebar_bgcolor: colour.nullable().optional(),
  font_theme: z.enum(FONT_THEMES).optional(),
  /** The key answered by the logo upload, once the browser has PUT the image there. */
  logo_key: z.string().trim().max(300).optional(),
});

/** Logos are raster images only: an SVG can carry script. */
export const LOGO_CONTENT_TYPES = IMAGE_CONTENT_TYPES;
export const LOGO_MAX_BYTES = 1_000_000;

/** POST /api/configuration/setting/{companyId}/logo-upload: asks for a presigned PUT URL. */
export const logoUploadRequestSchema = z.object({
  content_type: z.enum(LOGO_CONTENT_TYPES, 'The logo must be a PNG, JPEG, WebP or GIF image'),
  size: z.number().int().min(1, 'The file is empty').max(LOGO_MAX_BYTES, 'The logo may be at most 1 MB'),
});
/** The browser PUTs the file to upload_url with these headers, then saves branding.logo_key = key. */
export const logoUploadAnswerSchema = imageUploadAnswerSchema;

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

/** PUT /api/configuration/setting/{companyId}: any of the sections; what is absent stays. */
export const updateGeneralSettingsSchema = z.object({
  branding: brandingInputSchema.optional(),
  timezone: z.string().trim().max(64).refine(isTimeZone, 'Choose a valid time zone').optional(),
  embedded: z.object({ placeEmbedded: z.enum(['head', 'body', 'footer']), embeddedcode: z.string().max(20_000) }).nullable().optional(),
  /** Custom SMTP, or null to forget it and send through the platform's own server again. */
  smtp: smtpInputSchema.nullable().optional(),
  /**
   * An agency's own addresses: its subdomain of the platform and an optional custom domain ('' removes
   * it). Claimed in one transaction with the old ones released; taken names are refused.
   */
  domains: z.object({ subdomain: subdomainSchema, domain: domainSchema }).optional(),
  /** Root only. */
  minspend_setting: minimumSpendInputSchema.optional(),
  /** Root only. */
  onboarding: onboardingDefaultsSchema.optional(),
});
export type UpdateGeneralSettings = z.infer<typeof updateGeneralSettingsSchema>;

export const testEmailSchema = z.object({ to: z.email('Enter a valid e-mail address').max(254) });
/** The test e-mail's answer: which server sent it (the custom one when it is on, else the platform's). */
export const testEmailAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), via: z.enum(['custom', 'platform']) });

/** Saving general settings needs settingMenuShow_update; the API's 403 and the disabled Save say this. */
export const SETTINGS_UPDATE_FORBIDDEN = 'Your role does not allow you to change settings.';

/** PUT /api/configuration/setting/{companyId}: "Your settings have been saved." */
export const settingsSavedAnswerSchema = z.object({ result: z.literal('success'), message: z.string() });

/** Wizard finish label (docs/product.md, Wizards). */
export const wizardFinishLabel = (userType: string) => (userType === 'client' ? 'Go To Dashboard' : 'Go To General Settings');

/** GET /api/configuration/setting/{companyId}. Root-only sections are present for the root alone. */
export const generalSettingsSchema = z.object({
  company_name: z.string(),
  branding: z.object({
    logo: z.string().nullable(),
    box_bgcolor: z.string().nullable(),
    text_color: z.string().nullable(),
    link_color: z.string().nullable(),
    template_bgcolor: z.string().nullable(),
    sidebar_bgcolor: z.string().nullable(),
    font_theme: z.string().nullable(),
  }),
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  /** The platform's own host: an agency's subdomain address is `<subdomain>.<platform_domain>`. */
  platform_domain: z.string(),
  timezone: z.string(),
  embedded: z.object({ placeEmbedded: z.enum(['head', 'body', 'footer']), embeddedcode: z.string() }).nullable(),
  smtp: z.object({
    enabled: z.boolean(),
    host: z.string().nullable(),
    port: z.number().nullable(),
    username: z.string().nullable(),
    has_password: z.boolean(),
    from_email: z.string().nullable(),
    from_name: z.string().nullable(),
  }),
  minspend_setting: z.object({ status: tf, first_month: z.number(), second_month: z.number(), monthly: z.number() }).optional(),
  agency_onboarding_status: tf.optional(),
  agency_onboarding_price: z.number().optional(),
  agency_enable_coupon: tf.optional(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
