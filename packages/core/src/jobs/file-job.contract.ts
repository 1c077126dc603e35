import { z } from 'zod';
import { FILE_JOB_KINDS, FILE_JOB_STATUSES } from './file-job-values.js';

export { FILE_JOB_KINDS, FILE_JOB_STATUSES, type FileJobKind, type FileJobStatus } from './file-job-values.js';



export const fileJobAnswerSchema = z.object({
  job_id: z.string(),
  kind: z.enum(FILE_JOB_KINDS),
  company_id: z.string(),
  filename: z.string(),
  status: z.enum(FILE_JOB_STATUSES),
  total_rows: z.number().int(),
  current_row: z.number().int(),
  /** 0-100. */
  percentage: z.number(),
  message: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Present when the file is ready: GET it for a short-lived address of the CSV. */
  download_path: z.string().nullable(),
});
export type FileJobAnswer = z.infer<typeof fileJobAnswerSchema>;

export const fileJobDownloadAnswerSchema = z.object({ url: z.string(), filename: z.string(), expires_in: z.number() });
export type FileJobDownloadAnswer = z.infer<typeof fileJobDownloadAnswerSchema>;

/** A download too large for one answer (202): the job that prepares it. */
export const exportStartedSchema = z.object({ result: z.literal('export_started'), message: z.string(), job: fileJobAnswerSchema });
