import { EXCLUSION_IMPORT_MAX_RECEIVES, EXCLUSION_IMPORT_QUEUE, purgeMessageSchema } from '@platform/core/exclusions/exclusions.contract';
import { failJobAfterRetries, importExclusionJob, jobOfObjectKey } from '@platform/core/exclusions/import-job';
import { runPurgeJob } from '@platform/core/exclusions/purge-job';
import { queue } from '@platform/core/platform/queue';
import { z } from 'zod';
import { sqsWorker } from '../lib/sqs-worker.js';

/** The body S3 puts on the queue for each object created under the exclusion uploads prefix. */
const s3EventSchema = z.object({
  Records: z.array(z.object({ eventName: z.string(), s3: z.object({ object: z.object({ key: z.string().min(1) }) }) })),
});
/** S3 sends this once when the notification is set up; there is nothing to import. */
const s3TestEventSchema = z.object({ Event: z.literal('s3:TestEvent') });

/** Keys arrive URL-encoded, spaces as '+', as S3 encodes them in notifications. */
const decodeKey = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

/** The uploads a message names (none for S3's set-up test event or other object events), or a purge job. */
const messageSchema = z.union([purgeMessageSchema, s3TestEventSchema, s3EventSchema]);

/**
 * A purge job stops this long before the worker's 300 s limit (functions/src/routes.ts) and puts
 * its message back to carry on, so a list of any size is deleted without a run being cut off.
 */
const PURGE_BUDGET_MS = 240_000;

function jobsOf(message: z.infer<typeof s3TestEventSchema> | z.infer<typeof s3EventSchema>): { rootId: string; jobId: string }[] {
  if (!('Records' in message)) return [];
  return message.Records.filter((r) => r.eventName.startsWith('ObjectCreated')).flatMap((r) => {
    const job = jobOfObjectKey(decodeKey(r.s3.object.key));
    return job ? [job] : [];
  });
}

/**
 * Imports each uploaded exclusion file (S3 → SQS → here). Idempotent: a redelivered message resumes
 * from the job's checkpoint or finds it finished. A failing message is reported back to be retried;
 * on its last allowed receive the job is marked failed ("Whoops…") before it goes to the dead-letter queue.
 * Also runs the purge job a purge puts here (docs/decisions.md, Exclusion lists): idempotent too.
 */
export const handler = sqsWorker('exclusion-import', messageSchema, async (message, meta) => {
  if ('kind' in message) {
    const outcome = await runPurgeJob(message, Date.now() + PURGE_BUDGET_MS);
    if (outcome === 'more') await queue().send(EXCLUSION_IMPORT_QUEUE, message);
    return `purge ${message.listType} ${message.ownerId} below ${message.below}: ${outcome}`;
  }
  const outcomes: string[] = [];
  for (const job of jobsOf(message)) {
    try {
      outcomes.push(`${job.jobId}: ${String(await importExclusionJob(job.rootId, job.jobId))}`);
    } catch (e) {
      if (meta.receiveCount >= EXCLUSION_IMPORT_MAX_RECEIVES) await failJobAfterRetries(job.rootId, job.jobId).catch(() => undefined);
      throw e;
    }
  }
  return outcomes.length ? outcomes : 'names no exclusion upload';
});
