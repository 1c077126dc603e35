import { z } from 'zod';
import { EXCLUSION_MAX_RECORDS, JOB_STATUSES, LIST_TYPES, type JobStatus } from './exclusion-values.js';

export { EXCLUSION_MAX_RECORDS, JOB_STATUSES, LIST_TYPES, type JobStatus, type ListType } from './exclusion-values.js';

/**
 * Exclusion lists (docs/product.md, Exclusion lists): CSV uploads of e-mails or their hashes
 * that no campaign may deliver a lead for. Shared by the API and the web app.
 */

/**
 * Largest file the upload route takes. A Lambda request payload is at most 6 MB and arrives
 * base64-encoded, so 4 MB of CSV is the most that always fits; 10,000 rows of SHA-256 are 650 KB.
 */
export const EXCLUSION_MAX_BYTES = 4 * 1024 * 1024;
/** The modal polls progress this often until no job is in progress (docs/product.md, Exclusion lists). */
export const EXCLUSION_POLL_MS = 2000;
/** Receives of an import message before it goes to the dead-letter queue (the issue: 5). */
export const EXCLUSION_IMPORT_MAX_RECEIVES = 5;

export const EXCLUSION_MESSAGES = {
  notCsv: 'Invalid file format. This upload only supports CSV files.',
  failed: 'Whoops that did not work, please check your file for errors and try again',
  purgeFailed: 'There was an error processing your request',
  tooLarge: `The file is too large. Upload at most ${EXCLUSION_MAX_BYTES / 1024 / 1024} MB at a time.`,
  empty: 'The file holds no records.',
  tooMany: (count: number) =>
    `The file holds ${count.toLocaleString('en-US')} records. Upload at most ${EXCLUSION_MAX_RECORDS.toLocaleString('en-US')} records at a time; nothing was imported.`,
  importing: 'An upload is still being imported. Purge the list once it is done.',
  busy: 'The list was being changed at the same time. Please try again.',
} as const;

/** The spec's campaigntype / campaignType values for the client routes. */
export const CLIENT_LIST_TYPES = ['client', 'campaign'] as const;
export const clientListTypeSchema = z.enum(CLIENT_LIST_TYPES);

/**
 * File names are lowercased, spaces become underscores, and anything but letters, digits,
 * underscore, dot and hyphen is removed (docs/product.md, Exclusion lists).
 */
export function normalizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.toLowerCase().replace(/ /g, '_').replace(/[^a-z0-9_.-]/g, '');
}

/** Only .csv files (docs/product.md, Exclusion lists); the content is checked again on the server. */
export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());

const id = z.string().trim().min(1, 'An id is required').max(64, 'The id is too long');

/** The text fields of POST /api/tools/optout-client/upload (multipart, beside `file`). */
export const clientUploadFieldsSchema = z
  .object({
    ClientCompanyID: id,
    campaigntype: clientListTypeSchema.default('client'),
    campaignid: id.optional(),
  })
  .refine((v) => v.campaigntype !== 'campaign' || v.campaignid !== undefined, { message: 'A campaign id is required for a campaign list', path: ['campaignid'] });
export type ClientUploadFields = z.infer<typeof clientUploadFieldsSchema>;

/** The text fields of POST /api/tools/optout/upload (the root's platform-wide list). */
export const rootUploadFieldsSchema = z.object({ CompanyRootID: id });

/** GET …/progress/{companyId} and GET …/{companyId} of the client routes. */
export const clientListQuerySchema = z
  .object({
    campaignType: clientListTypeSchema.default('client'),
    campaignId: id.optional(),
  })
  .refine((v) => v.campaignType !== 'campaign' || v.campaignId !== undefined, { message: 'A campaign id is required for a campaign list', path: ['campaignId'] });
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const isJobInProgress = (s: JobStatus) => s === 'queued' || s === 'importing';

export const uploadAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), job_id: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** One upload's progress (docs/product.md, Exclusion lists), with its state and any failure message. */
export const jobProgressSchema = z.object({
  id: z.string(),
  filename: z.string(),
  percentage: z.number().int().min(0).max(100),
  current_row: z.number().int().min(0),
  total_row: z.number().int().min(0),
  status: z.enum(JOB_STATUSES),
  message: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** `jobDone` is true once none of the list's uploads is still queued or importing. */
export const progressAnswerSchema = z.object({ jobProgress: z.array(jobProgressSchema), jobDone: z.boolean() });
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

export const uploadRowSchema = jobProgressSchema.extend({
  valid_row: z.number().int().min(0),
  invalid_row: z.number().int().min(0),
  duplicate_row: z.number().int().min(0),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type UploadRow = z.infer<typeof uploadRowSchema>;

/** `total` is how many distinct e-mails and hashes the list holds now. */
export const listAnswerSchema = z.object({ total: z.number().int().min(0), uploads: z.array(uploadRowSchema) });
export type ListAnswer = z.infer<typeof listAnswerSchema>;

/** The spec's answer, at once: the entries are deleted afterwards by the purge job (docs/decisions.md, Exclusion lists). */
export const purgeAnswerSchema = z.object({ result: z.literal('success'), title: z.string(), msg: z.string() });
export type PurgeAnswer = z.infer<typeof purgeAnswerSchema>;

/** The queue of the import worker, which also runs the purge job. */
export const EXCLUSION_IMPORT_QUEUE = 'exclusion-import';

/** The purge job: delete every entry and upload of the list's generations below `below`. */
export const purgeMessageSchema = z.object({
  kind: z.literal('exclusion.purge'),
  rootId: z.string().min(1),
  listType: z.enum(LIST_TYPES),
  ownerId: z.string().min(1),
  below: z.number().int().min(1),
});
export type PurgeMessage = z.infer<typeof purgeMessageSchema>;

/** Percent done, always within 0..100 (docs/product.md, Exclusion lists), whatever the counters say. */
export function percentDone(current: number, total: number, status: JobStatus): number {
  if (status === 'done') return 100;
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((current / total) * 100)));
}
