import { z } from 'zod';
import { fileJobAnswerSchema } from '../jobs/file-job.contract.js';
import { imageUploadAnswerSchema } from '../shared/image.contract.js';

/**
 * Data enrichment (docs/decisions.md, "Data enrichment and export jobs"). Isomorphic: the page
 * checks files and parses answers with these.
 */
export const ENRICHMENT_MAX_ROWS = 10_000;
/** 10,000 rows of names and postal addresses are well under 2 MB. */
export const ENRICHMENT_MAX_BYTES = 4 * 1024 * 1024;
export const ENRICHMENT_POLL_MS = 2000;

export const ENRICHMENT_MESSAGES = {
  notCsv: 'Invalid file format. This upload only supports CSV files.',
  tooLarge: `The file is too large. Upload at most ${ENRICHMENT_MAX_BYTES / 1024 / 1024} MB at a time.`,
  notUploaded: 'The file was not uploaded. Please choose it again.',
  empty: 'The file holds no rows.',
  tooMany: (n: number) => `The file holds ${n.toLocaleString('en-US')} rows. Enrich at most ${ENRICHMENT_MAX_ROWS.toLocaleString('en-US')} rows at a time.`,
  noColumns: 'The file needs an e-mail column, or first_name, last_name, address and zip (or city and state) columns.',
  noneValid: 'No row of the file holds an e-mail or a name and postal address.',
  notQuoted: 'This enrichment was already started.',
  walletShort: (balance: string, amount: string, needed: string) => `Your wallet holds $${balance}; this enrichment costs $${amount}. Add $${needed} to your wallet to start it.`,
  walletShortAtCharge: 'The wallet no longer holds what this enrichment costs. Add funds and upload the file again.',
  cardDeclined: 'The card payment for this enrichment failed. Update your card and upload the file again.',
  notAllowed: 'Data enrichment is for a client’s own users and its agency’s staff.',
} as const;

const id = z.string().trim().min(1, 'An id is required').max(64, 'The id is too long');

/** POST /api/data-enrichment/upload: where to PUT the file (a presigned, type- and size-signed address). */
export const enrichmentUploadRequestSchema = z.object({
  company_id: id,
  size: z.number().int().min(1, ENRICHMENT_MESSAGES.empty).max(ENRICHMENT_MAX_BYTES, ENRICHMENT_MESSAGES.tooLarge),
});
/** The same presigned upload the pictures use. */
export const enrichmentUploadAnswerSchema = imageUploadAnswerSchema;
export type EnrichmentUploadAnswer = z.infer<typeof enrichmentUploadAnswerSchema>;

/** POST /api/data-enrichment/preview: read the uploaded file, count its matches and price them. */
export const enrichmentPreviewRequestSchema = z.object({
  company_id: id,
  key: z.string().trim().min(1, ENRICHMENT_MESSAGES.notUploaded).max(300),
  filename: z.string().trim().min(1, 'The file name is required').max(200).refine((n) => /\.csv$/i.test(n), ENRICHMENT_MESSAGES.notCsv),
});

export const enrichmentQuoteSchema = z.object({
  /** What the file's rows are read as. */
  input: z.enum(['email', 'name_address']),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  matched_rows: z.number().int(),
  /** Money as the spec's strings ("0.10"). */
  unit_price: z.string(),
  amount: z.string(),
  payment: z.enum(['wallet', 'card']),
  /** Wallet only: what it holds now, and what is missing to start (null when enough). */
  wallet_balance: z.string().nullable(),
  amount_needed: z.string().nullable(),
});
export type EnrichmentQuote = z.infer<typeof enrichmentQuoteSchema>;

export const enrichmentJobAnswerSchema = fileJobAnswerSchema.extend({ quote: enrichmentQuoteSchema });
export type EnrichmentJobAnswer = z.infer<typeof enrichmentJobAnswerSchema>;

export const enrichmentJobsAnswerSchema = z.object({ data: z.array(enrichmentJobAnswerSchema), unit_price: z.string() });
export type EnrichmentJobsAnswer = z.infer<typeof enrichmentJobsAnswerSchema>;

/** The enriched file's columns after the row's own (e-mail, or name and address). */
export const ENRICHED_COLUMNS = ['Matched', 'First name', 'Last name', 'E-mail', 'Phone', 'Address', 'City', 'State', 'Zip', 'Company', 'Job title'] as const;
