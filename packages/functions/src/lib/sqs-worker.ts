import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { z } from 'zod';
import { createLogger } from './logger.js';

/**
 * What `httpRoute` is to HTTP handlers, for SQS workers: each message is parsed once against its
 * contract (one that is not ours can never succeed, so it is logged and dropped rather than
 * retried), handled, and logged with its outcome; a failure is reported as a partial batch failure,
 * so only that message comes back.
 */
export function sqsWorker<S extends z.ZodType>(name: string, schema: S, handle: (message: z.infer<S>, meta: { messageId: string; receiveCount: number }) => Promise<unknown>) {
  const log = createLogger({ worker: name });
  return async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      let message: z.infer<S>;
      try {
        message = schema.parse(JSON.parse(record.body));
      } catch {
        log.warn(`not a ${name} message`, { messageId: record.messageId });
        continue;
      }
      try {
        const outcome = await handle(message, { messageId: record.messageId, receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1) });
        log.info(name, { messageId: record.messageId, outcome });
      } catch (e) {
        log.error(`${name} failed`, { messageId: record.messageId, error: e instanceof Error ? e.message : String(e) });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
