import { z } from 'zod';
import { DOCUMENT_TYPES } from './agreement-templates.js';

/** POST /api/configuration/agreement/file: an address for a company's agreement ("Download agreement file"). */
export const agreementFileSchema = z.object({
  company_id: z.string().trim().min(1, 'company_id is required').max(64),
  document_type: z.enum(DOCUMENT_TYPES),
});
export const agreementFileAnswerSchema = z.object({ file_uuid: z.string() });

/** POST /api/docauth: open the document at an address, as the signed-in user. */
export const docAuthSchema = z.object({ pkdoc: z.string().trim().min(1, 'pkdoc is required').max(64) });
export const docAuthAnswerSchema = z.object({
  pkdoc: z.string(),
  title: z.string(),
  filename: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  company_name: z.string(),
  /** The sanitised document body (the viewer sanitises it again before showing it). */
  html: z.string(),
});
export type DocAuthAnswer = z.infer<typeof docAuthAnswerSchema>;

export const DOCUMENT_NOT_AVAILABLE = 'Document Not Available';

/** GET /api/agreement-minimum-spend-v2/{companyId}: the minimum spend schedule an agency's agreement states. */
export const minimumSpendAgreementSchema = z.object({
  company_id: z.string(),
  minimum_spend_status: z.enum(['T', 'F']),
  exclude_minimum_spend: z.enum(['T', 'F']),
  first_time_charge: z.string(),
  minimum_spend_max: z.string(),
  minimum_spend_amount_list: z.array(z.string()),
});
