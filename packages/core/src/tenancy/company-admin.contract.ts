import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { SUBDOMAIN_PATTERN } from './domains.js';
import { PAYMENT_TERMS } from '../pricing/payment-terms.js';
import { companyRowSchema } from './company-list.contract.js';

export const MODULE_KEYS = ['local', 'locator', 'enhance', 'b2b'] as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(70, 'Email may have at most 70 characters')
  .pipe(z.email('Please enter a valid email'));

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Subdomain is required')
  .max(63, 'Subdomain may have at most 63 characters')
  .regex(SUBDOMAIN_PATTERN, 'Use letters, digits and hyphens, starting and ending with a letter or digit');

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, 'Enter a valid domain name')
  .or(z.literal(''));

const common = {
  company_name: z.string().trim().min(1, 'Company Name is required').max(120),
  name: z.string().trim().min(1, 'Full Name is required').max(120),
  email,
  phonenum: z.string().trim().max(32).optional(),
  phone_country_code: z.string().trim().length(2).toUpperCase().default('US'),
  is_whitelabeling: tf.default('F'),
  api_mode: tf.default('F'),
  domain: domainSchema.optional(),
  subdomain: subdomainSchema.optional(),
  organization_id: z.string().trim().max(64).optional(),
  payment_terms: z.array(z.enum(PAYMENT_TERMS)).max(4).optional(),
  modules: z.array(z.enum(MODULE_KEYS)).max(4).optional(),
};

/** POST /api/configuration/user/create: an agency under the root, or a client under an agency. */
export const createCompanySchema = z.object({ companyID: z.string().min(1).max(64), ...common });
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

/** PUT /api/configuration/user/update: the edit panel; phone is required there (docs/product.md, Agencies and clients). */
export const updateCompanySchema = z.object({
  ClientID: z.string().min(1).max(64),
  ...common,
  phonenum: z.string().trim().min(1, 'Please enter valid phone number').max(32),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

export const PAYMENT_TERM_REQUIRED = 'Please select payment term';
/** An agency's API mode is its developer mode: it needs the agreement and its fee, so only the Developer API switch turns it. */
export const AGENCY_API_MODE_SWITCH_ONLY = 'Turn API developer mode on or off with the agency’s Developer API switch (it needs the agreement and its fee).';
export const ADDED_MESSAGE = 'Data has been added successfully';
export const UPDATED_MESSAGE = 'Data has been updated successfully';
export const DELETED_MESSAGE = 'Deleted!';
/** A create or update that got no answer of its own (network, server error), docs/product.md, Messages. */
export const SERVER_BUSY_MESSAGE = 'Server might be busy please try again later';

/** The answer of an add: the new company as a list row. */
export const companyAddedAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), data: z.array(companyRowSchema) });

/**
 * GET /api/configuration/companies/{companyId}: what the inline edit panel shows for one agency or
 * client (the list row carries only what the table draws).
 */
export const companyDetailSchema = z.object({
  id: z.string(),
  company_parent: z.string(),
  kind: z.enum(['agency', 'client']),
  company_name: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phonenum: z.string().nullable(),
  phone_country_code: z.string(),
  is_whitelabeling: tf,
  api_mode: tf,
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  organization_id: z.string().nullable(),
  payment_terms: z.array(z.enum(PAYMENT_TERMS)),
  modules: z.array(z.enum(MODULE_KEYS)),
  created_at: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
