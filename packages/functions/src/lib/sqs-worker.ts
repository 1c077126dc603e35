import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { z } from 'zod';
import { createLogger } from './logger.js';

export interface WorkerMeta {
  messageId: string;
  /** How many times SQS has delivered this message (1 the first time), for a last-receive rule. */
  receiveCount: number;
}

export interface WorkerOptions<C, M = unknown> {
  /** Something the messages of one batch share (a cache of reads), made once per invocation. */
  perBatch?: () => C;
  /** The level of the per-message line: busy queues log each message at debug. */
  logLevel?: 'info' | 'debug';
  /**
   * Handle a batch's messages at the same time rather than one after another: for messages that
   * are independent of each other (each claims its own row) and spend their time waiting on
   * another system, such as an approximate count waiting on the lead-data provider.
   */
  concurrent?: boolean;
  /**
   * Handle a batch's messages together, one call for all of them (the lead pipeline charges a
   * campaign's leads of a batch in one transaction): answers one settled outcome per message, in
   * order; a rejected one is reported as that message's failure. Replaces the per-message handler.
   */
  together?: (messages: readonly M[], batch: C) => Promise<PromiseSettledResult<unknown>[]>;
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
  opts: WorkerOptions<C, z.infer<S>> = {},
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
    if (opts.together) await together(opts.together, event.Records, batch, failures);
    else if (opts.concurrent) await Promise.all(event.Records.map(one));
    else for (const record of event.Records) await one(record);
    return { batchItemFailures: failures };
  };

  async function together(
    handleAll: NonNullable<WorkerOptions<C, z.infer<S>>['together']>,
    records: SQSEvent['Records'],
    batch: C,
    failures: { itemIdentifier: string }[],
  ): Promise<void> {
    const parsed: { record: SQSEvent['Records'][number]; message: z.infer<S> }[] = [];
    for (const record of records) {
      try {
        parsed.push({ record, message: schema.parse(JSON.parse(record.body)) });
      } catch {
        log.warn(`not a ${name} message`, { messageId: record.messageId });
      }
    }
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      outcomes = await handleAll(parsed.map((p) => p.message), batch);
    } catch (e) {
      outcomes = parsed.map(() => ({ status: 'rejected', reason: e }));
    }
    parsed.forEach(({ record, message }, k) => {
      const fields = { messageId: record.messageId, tenantId: tenantOf(message) };
      const outcome = outcomes[k] ?? { status: 'rejected', reason: new Error('no outcome') };
      if (outcome.status === 'fulfilled') return log[opts.logLevel ?? 'info'](name, { ...fields, outcome: outcome.value });
      log.error(`${name} failed`, { ...fields, receives: record.attributes?.ApproximateReceiveCount ?? '1', error: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason) });
      return failures.push({ itemIdentifier: record.messageId });
    });
  }
}
