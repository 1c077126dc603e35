import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { apiScopeSchema } from './scopes.js';

const companyId = z.string().trim().min(1).max(64);

/** POST /api/v1/developer/create/userapi: generates (or rotates) the company's key. */
export const createUserApiSchema = z.object({
  companyID: companyId,
  subdomain: z.string().max(253).optional(),
  email: z.string().max(320).optional(),
  scopes: z.array(apiScopeSchema).min(1, 'Choose at least one scope.').max(10).optional(),
});
export type CreateUserApiInput = z.infer<typeof createUserApiSchema>;

/** The key as the API KEY modal shows it; the secret in full only in the answer that generated it. */
export const userApiAnswerSchema = z.object({
  status: z.enum(['success', 'none']),
  base_url: z.string(),
  client_id: z.string().nullable(),
  secret_key: z.string().nullable(),
  /** True only in the answer of the call that generated the secret. */
  secret_shown_once: z.boolean(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  scopes: z.array(apiScopeSchema),
  created_at: z.string().nullable(),
  rotated_at: z.string().nullable(),
});
export type UserApiAnswer = z.infer<typeof userApiAnswerSchema>;

/** PUT /api/agreement/developer (the developer agreement's record call). */
export const recordDeveloperAgreementSchema = z.object({
  user_id: z.string().trim().min(1).max(64),
  is_marketing_services_agreement_developer: tf,
  company_name: z.string().max(200).optional(),
  company_id: companyId,
  location_menu: z.string().max(200).optional(),
  document_type: z.string().max(100).optional(),
});
export type RecordDeveloperAgreementInput = z.infer<typeof recordDeveloperAgreementSchema>;

/** GET /api/agreement/developer/{companyId}: who of the company agreed, and when. */
export const developerAgreementAnswerSchema = z.object({
  company_id: z.string(),
  /** 'T' when the signed-in user has agreed for this company. */
  status: tf,
  agreements: z.array(z.object({ user_id: z.string(), user_name: z.string(), agreed_at: z.string() })),
});

export const DEVELOPER_MESSAGES = {
  agree: 'Please click agree before you continue',
  recorded: 'Your agreement has been recorded.',
  apiModeOff: 'API mode is not enabled for this company. Please contact your administrator.',
  agreementMissing: 'Please agree to the marketing services agreement for the developer API before generating a key.',
  notYours: 'Only the users of this company can generate its API key.',
  generated: 'Your API key has been generated. Copy the secret key now: it will not be shown again.',
} as const;

/** The modal's agreement form: a non-system user must tick the box. */
export const developerAgreeFormSchema = z.object({ agree: z.boolean().refine((v) => v, DEVELOPER_MESSAGES.agree) });

/** The modal's Generate form: the scopes the new key carries. */
export const generateKeyFormSchema = z.object({ scopes: z.array(apiScopeSchema).min(1, 'Choose at least one scope.') });

/** What each scope lets a key do, as the modal lists them. */
export const API_SCOPE_LABELS: Record<z.infer<typeof apiScopeSchema>, string> = {
  'campaigns:read': 'Read campaigns',
  'campaigns:write': 'Pause and resume campaigns',
  'leads:read': 'Read leads',
  'exclusions:write': 'Add to exclusion lists',
  'usage:read': 'Read usage and spend',
};
