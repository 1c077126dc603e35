import { processFileJob } from '@platform/core/jobs/kinds';
import { z } from 'zod';
import { sqsWorker } from '../lib/sqs-worker.js';

const fileJobMessageSchema = z.object({ rootId: z.string().min(1), jobId: z.string().min(1) });

/**
 * Runs one job that writes a CSV to the bucket (a data enrichment, a large lead export). Idempotent:
 * a redelivered message resumes from the job's checkpoint, or finds it finished (docs/decisions.md,
 * "Data enrichment and export jobs").
 */
export const handler = sqsWorker('file-jobs', fileJobMessageSchema, (message, meta) => processFileJob(message, meta.receiveCount));
