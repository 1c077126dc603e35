import { z } from 'zod';
import { DOCUMENT_TYPES } from './agreement-templates.js';

export const saveAgreementTemplateSchema = z.object({
  companyID: z.string().min(1).max(64),
  document_type: z.enum(DOCUMENT_TYPES),
  html: z.string().min(1, 'The agreement text is required').max(100_000),
});
export const AGREEMENT_DOWNLOAD_FAILED = 'Failed to download agreement file. Please try again later.';
