import { z } from 'zod';
import { DOCUMENT_TYPES } from './agreement-templates.js';

export const saveAgreementTemplateSchema = z.object({
  companyID: z.string().min(1).max(64),
  document_type: z.enum(DOCUMENT_TYPES),
  html: z.string().min(1, 'The agreement text is required').max(100_000),
});
export const AGREEMENT_DOWNLOAD_FAILED = 'Failed to download agreement file. Please try again later.';

/** GET /api/configuration/agreement-template/{companyId}: an agency's templates as it edits them. */
export const agreementTemplatesSchema = z.object({
  data: z.array(z.object({ document_type: z.enum(DOCUMENT_TYPES), html: z.string(), customised: z.boolean(), updated_at: z.string().nullable() })),
});
export type AgreementTemplates = z.infer<typeof agreementTemplatesSchema>;

/** PUT /api/configuration/agreement-template's answer. */
export const agreementTemplateSavedSchema = z.object({ result: z.literal('success'), message: z.string(), html: z.string() });
