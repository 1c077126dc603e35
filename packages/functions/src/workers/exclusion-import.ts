import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { EXCLUSION_IMPORT_MAX_RECEIVES, failJobAfterRetries, importExclusionJob, jobOfObjectKey } from '@platform/core';
import { z } from 'zod';
import { createLogger } from '../lib/logger.js';

/** The body S3 puts on the queue for each object created under the exclusion uploads prefix. */
const s3EventSchema = z.object({
  Records: z.array(z.object({ eventName: z.string(), s3: z.object({ object: z.object({ key: z.string().min(1) }) }) })),
});
/** S3 sends this once when the notification is set up; there is nothing to import. */
const s3TestEventSchema = z.object({ Event: z.literal('s3:TestEvent') });

const log = createLogger({ worker: 'exclusion-import' });

/** Keys arrive URL-encoded, spaces as '+', as S3 encodes them in notifications. */
const decodeKey = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

function jobsOf(record: SQSRecord): { rootId: string; jobId: string }[] {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    return [];
  }
  if (s3TestEventSchema.safeParse(body).success) return [];
  const parsed = s3EventSchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.Records.filter((r) => r.eventName.startsWith('ObjectCreated')).flatMap((r) => {
    const job = jobOfObjectKey(decodeKey(r.s3.object.key));
    return job ? [job] : [];
  });
}

/**
 * Imports each uploaded exclusion file (S3 → SQS → here). Idempotent: a redelivered message resumes
 * from the job's checkpoint or finds it finished. A failing message is reported back to be retried;
 * on its last allowed receive the job is marked failed ("Whoops…") before it goes to the dead-letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    const jobs = jobsOf(record);
    // A message that names no upload can never succeed: dropped (and logged), not retried.
    if (jobs.length === 0) log.warn('message names no exclusion upload', { messageId: record.messageId });
    for (const job of jobs) {
      try {
        const outcome = await importExclusionJob(job.rootId, job.jobId);
        log.info('exclusion import', { ...job, outcome });
      } catch (e) {
        const receives = Number(record.attributes.ApproximateReceiveCount ?? '1');
        log.error('exclusion import failed', { ...job, receives, error: e instanceof Error ? e.message : String(e) });
        if (receives >= EXCLUSION_IMPORT_MAX_RECEIVES) await failJobAfterRetries(job.rootId, job.jobId).catch(() => undefined);
        failures.push({ itemIdentifier: record.messageId });
        break;
      }
    }
  }
  return { batchItemFailures: failures };
}
