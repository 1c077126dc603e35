import { functionArgs, type FunctionDeps } from './functions';
import {
  DLQ_RETENTION_SECONDS,
  WORKER_MEMORY,
  batchingWindow,
  visibilityTimeoutSeconds,
  workerBaseName,
  type Manifest,
  type WorkerEntry,
} from './manifest';
import type { Storage } from './storage';

export interface WorkerQueue {
  worker: WorkerEntry;
  queue: sst.aws.Queue;
  dlq: sst.aws.Queue;
}

/**
 * One queue per manifest worker, each with its dead-letter queue. Created before any function so
 * every function that sends to a queue (an API route, another worker) gets its URL.
 */
export function createQueues(m: Manifest): Record<string, WorkerQueue> {
  const queues: Record<string, WorkerQueue> = {};
  for (const worker of m.workers) {
    const base = workerBaseName(worker.queue);
    const dlq = new sst.aws.Queue(`${base}Dlq`, {
      transform: { queue: { messageRetentionSeconds: DLQ_RETENTION_SECONDS } },
    });
    const queue = new sst.aws.Queue(`${base}Queue`, {
      visibilityTimeout: `${visibilityTimeoutSeconds(worker)} seconds`,
      // A message that keeps failing stops being retried after maxReceiveCount receives and waits
      // in the DLQ (alarmed in stacks/alarms.ts) instead of blocking or looping.
      dlq: { queue: dlq.arn, retry: worker.maxReceiveCount },
    });
    queues[worker.queue] = { worker, queue, dlq };
  }
  return queues;
}

/**
 * The worker functions and what feeds their queues besides the services: S3 object-created events
 * for workers with a `bucketPrefix` (the exclusion import starts when its CSV lands).
 */
export function subscribeWorkers(queues: Record<string, WorkerQueue>, storage: Storage, deps: FunctionDeps) {
  for (const { worker, queue } of Object.values(queues)) {
    queue.subscribe(
      functionArgs(
        {
          handler: worker.handler,
          description: `worker ${worker.queue}`,
          timeoutSeconds: worker.timeoutSeconds,
          memory: WORKER_MEMORY,
          uses: worker,
        },
        deps,
      ),
      {
        // With partial batch responses a failed message is retried alone; without them one bad
        // row would make the whole batch (and its already-applied work) run again.
        // Above 10 messages Lambda gathers a batch for up to its window.
        batch: { size: worker.batchSize, ...(worker.batchingWindowSeconds ? { window: batchingWindow(worker.batchingWindowSeconds) } : {}), partialResponses: true },
        ...(worker.maxConcurrency ? { transform: { eventSourceMapping: { scalingConfig: { maximumConcurrency: worker.maxConcurrency } } } } : {}),
      },
    );
  }

  const fed = Object.values(queues).filter((q) => q.worker.bucketPrefix);
  if (fed.length) {
    storage.bucket.notify({
      notifications: fed.map((q) => ({
        name: `${workerBaseName(q.worker.queue)}Uploads`,
        queue: q.queue,
        events: ['s3:ObjectCreated:*'],
        filterPrefix: q.worker.bucketPrefix,
      })),
    });
  }
}
