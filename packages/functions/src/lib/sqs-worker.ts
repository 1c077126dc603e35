import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { z } from 'zod';
import { createLogger } from './logger.js';

export interface WorkerMeta {
  messageId: string;
  /** How many times SQS has delivered this message (1 the first time), for a last-receive rule. */
  receiveCount: number;
}

export interface WorkerOptions<C> {
  /** Something the messages of one batch share (a cache of reads), made once per invocation. */
  perBatch?: () => C;
  /** The level of the per-message line: busy queues log each message at debug. */
  logLevel?: 'info' | 'debug';
  /**
   * Handle a batch's messages at the same time rather than one after another: for messages that
   * are independent of each other (each claims its own row) and spend their time waiting on
   * another system, such as a delivery waiting on a provider (docs/decisions.md, "Leads out:
   * integrations and delivery").
   */
  concurrent?: boolean;
}

const tenantOf = (message: unknown) => (message && typeof message === 'object' && 'rootId' in message && typeof message.rootId === 'string' ? message.rootId : undefined);

/**
 * What `httpRoute` is to HTTP handlers, for SQS workers: each message is parsed once against its
 * contract (one that is not ours can never succeed, so it is logged and dropped rather than
 * retried), handled, and logged with its tenant, message id and outcome; a failure is reported as a
 * partial batch failure, so only that message comes back.
 */
export function sqsWorker<S extends z.ZodType, C = undefined>(
  name: string,
  schema: S,
  handle: (message: z.infer<S>, meta: WorkerMeta, batch: C) => Promise<unknown>,
  opts: WorkerOptions<C> = {},
) {
  const log = createLogger({ worker: name });
  return async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
    const failures: { itemIdentifier: string }[] = [];
    const batch = opts.perBatch?.() as C;
    const one = async (record: SQSEvent['Records'][number]) => {
      let message: z.infer<S>;
      try {
        message = schema.parse(JSON.parse(record.body));
      } catch {
        log.warn(`not a ${name} message`, { messageId: record.messageId });
        return;
      }
      const meta = { messageId: record.messageId, receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1) };
      const fields = { messageId: record.messageId, tenantId: tenantOf(message) };
      try {
        const outcome = await handle(message, meta, batch);
        log[opts.logLevel ?? 'info'](name, { ...fields, outcome });
      } catch (e) {
        log.error(`${name} failed`, { ...fields, receives: meta.receiveCount, error: e instanceof Error ? e.message : String(e) });
        failures.push({ itemIdentifier: record.messageId });
      }
    };
    if (opts.concurrent) await Promise.all(event.Records.map(one));
    else for (const record of event.Records) await one(record);
    return { batchItemFailures: failures };
  };
}
