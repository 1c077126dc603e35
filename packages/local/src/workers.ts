import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setQueuePort } from '@platform/core';
import { visibilityTimeoutSeconds, workers } from '@platform/functions/routes';
import { LocalQueue, type Worker } from './engines/queue.js';

const FUNCTIONS_SRC = fileURLToPath(new URL('../../functions/src/', import.meta.url));

/**
 * How soon a message its worker failed comes back. On AWS it waits out the queue's visibility
 * timeout (minutes); locally a few seconds, so a person (or a test) sees retries and the dead-letter
 * queue without waiting. A message whose batch is still running stays hidden for the queue's own
 * visibility timeout, as on AWS: a slow batch of 100 is not received a second time.
 */
const LOCAL_RETRY_MS = Number(process.env.LOCAL_QUEUE_RETRY_MS ?? 3000);

export interface QueueDepth {
  queue: string;
  visible: number;
  inFlight: number;
  deadLetter: { visible: number; inFlight: number };
}

export interface WorkerRuntime {
  /** The queue a manifest worker consumes, by its queue name. */
  queue(name: string): LocalQueue | undefined;
  deadLetter(name: string): LocalQueue | undefined;
  depths(): QueueDepth[];
  /** Resolves when the queue holds no visible or in-flight message, or after timeoutMs. */
  drain(name: string, timeoutMs: number): Promise<boolean>;
  /** Feeds object-created events of the uploads bucket to the workers that asked for them. */
  objectCreated(record: { bucket: string; key: string; size: number }): void;
  /** Stops every queue's polling and waits for the deliveries under way. */
  stop(): Promise<void>;
}

async function loadWorker(modulePath: string): Promise<Worker> {
  const m = (await import(join(FUNCTIONS_SRC, `${modulePath}.ts`))) as { handler: Worker };
  return m.handler;
}

/**
 * One in-process queue (with its dead-letter queue) per manifest worker, polled in the background
 * as Lambda's event source mapping polls SQS, and the core queue port pointed at them.
 */
export async function startWorkers(opts: { onError: (e: unknown) => void; pollMs?: number }): Promise<WorkerRuntime> {
  const queues = new Map<string, { main: LocalQueue; dlq: LocalQueue; bucketPrefix?: string | undefined }>();
  for (const w of workers) {
    const dlq = new LocalQueue({ name: `${w.queue}-dlq`, maxReceiveCount: Number.MAX_SAFE_INTEGER });
    const main = new LocalQueue({
      name: w.queue,
      visibilityTimeoutMs: visibilityTimeoutSeconds(w) * 1000,
      retryDelayMs: LOCAL_RETRY_MS,
      maxReceiveCount: w.maxReceiveCount,
      batchSize: w.batchSize,
      concurrency: w.maxConcurrency ?? 1,
      deadLetter: dlq,
      onError: opts.onError,
    });
    main.subscribe(await loadWorker(w.handler));
    main.start(opts.pollMs ?? 50);
    queues.set(w.queue, { main, dlq, bucketPrefix: w.bucketPrefix });
  }

  setQueuePort({
    async send(name, body, sendOpts) {
      const q = queues.get(name);
      if (!q) throw new Error(`No worker consumes the queue '${name}' (add it to the manifest's workers).`);
      return { messageId: q.main.send(JSON.stringify(body), (sendOpts?.delaySeconds ?? 0) * 1000) };
    },
  });

  return {
    queue: (name) => queues.get(name)?.main,
    deadLetter: (name) => queues.get(name)?.dlq,
    depths: () =>
      [...queues.entries()].map(([queue, q]) => ({ queue, ...q.main.depth(), deadLetter: q.dlq.depth() })),
    async drain(name, timeoutMs) {
      const q = queues.get(name)?.main;
      if (!q) return false;
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const d = q.depth();
        if (d.visible === 0 && d.inFlight === 0) return true;
        await q.poll();
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    },
    objectCreated(record) {
      for (const q of queues.values()) {
        if (!q.bucketPrefix || !record.key.startsWith(q.bucketPrefix)) continue;
        // The body S3 sends to SQS on AWS (keys URL-encoded as S3 encodes them, spaces as '+').
        const key = encodeURIComponent(record.key).replace(/%2F/g, '/').replace(/%20/g, '+');
        q.main.send(
          JSON.stringify({
            Records: [
              {
                eventVersion: '2.1',
                eventSource: 'aws:s3',
                eventName: 'ObjectCreated:Put',
                eventTime: new Date().toISOString(),
                s3: { bucket: { name: record.bucket }, object: { key, size: record.size } },
              },
            ],
          }),
        );
      }
    },
    async stop() {
      await Promise.all([...queues.values()].flatMap((q) => [q.main.stop(), q.dlq.stop()]));
    },
  };
}
