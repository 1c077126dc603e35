import { z } from 'zod';
import { PLATFORM_DOCUMENT_NAMES } from './platform-document-texts.js';

export const platformDocumentNameSchema = z.enum(PLATFORM_DOCUMENT_NAMES);

/** GET /api/document/{name}?domainorsub=: a platform document under the brand of the visitor's domain. */
export const platformDocumentQuerySchema = z.object({ domainorsub: z.string().trim().min(1, 'domainorsub is required').max(253) });

export const platformDocumentSchema = z.object({
  name: platformDocumentNameSchema,
  title: z.string(),
  /** Sanitised HTML with its placeholders filled (the page sanitises it again before showing it). */
  html: z.string(),
  brand_name: z.string(),
  updated_at: z.string().nullable(),
});
export type PlatformDocument = z.infer<typeof platformDocumentSchema>;

/** GET /api/configuration/platform-documents: the root's editable texts, placeholders unfilled. */
export const platformDocumentSourceSchema = z.object({
  name: platformDocumentNameSchema,
  title: z.string(),
  html: z.string(),
  /** False while the built-in text is shown (the root has not saved its own). */
  customised: z.boolean(),
  updated_at: z.string().nullable(),
});
export const platformDocumentSourcesSchema = z.object({ data: z.array(platformDocumentSourceSchema) });
export type PlatformDocumentSource = z.infer<typeof platformDocumentSourceSchema>;

/** PUT /api/configuration/platform-document. */
export const savePlatformDocumentSchema = z.object({
  document_name: platformDocumentNameSchema,
  html: z.string().trim().min(1, 'The document text is required').max(100_000, 'The document text may be at most 100,000 characters'),
});
export type SavePlatformDocument = z.infer<typeof savePlatformDocumentSchema>;
