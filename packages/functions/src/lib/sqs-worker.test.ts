import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sqsWorker } from './sqs-worker.js';

const event = (bodies: string[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body, attributes: { ApproximateReceiveCount: '1' } })) }) as unknown as SQSEvent;
const schema = z.object({ n: z.number() });

/** A handler that waits for a while and notes how many ran at once. */
function probe(failOn?: number) {
  let running = 0;
  const seen = { most: 0, handled: [] as number[] };
  const handle = async ({ n }: { n: number }) => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    await new Promise((r) => setTimeout(r, 20));
    running -= 1;
    if (n === failOn) throw new Error('provider down');
    seen.handled.push(n);
  };
  return { seen, handle };
}

describe('a worker handles a batch one message after another, or all at once when its messages are independent', () => {
  it('one after another by default', async () => {
    const p = probe();
    await sqsWorker('t', schema, p.handle)(event(['{"n":1}', '{"n":2}', '{"n":3}']));
    expect(p.seen.most).toBe(1);
    expect(p.seen.handled).toEqual([1, 2, 3]);
  });

  it('all at once when concurrent, and only the failed message comes back', async () => {
    const p = probe(2);
    const answer = await sqsWorker('t', schema, p.handle, { concurrent: true, logLevel: 'debug' })(event(['{"n":1}', '{"n":2}', 'not json', '{"n":3}']));
    expect(p.seen.most).toBe(3);
    expect(p.seen.handled.sort()).toEqual([1, 3]);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});

describe('a worker may handle a batch’s messages together, in one call', () => {
  it('the call gets every message that parses, in order; only the messages it answers rejected come back', async () => {
    const calls: number[][] = [];
    const together = async (messages: readonly { n: number }[]) => {
      calls.push(messages.map((m) => m.n));
      return messages.map((m): PromiseSettledResult<unknown> => (m.n === 2 ? { status: 'rejected', reason: new Error('refused') } : { status: 'fulfilled', value: m.n }));
    };
    const p = probe();
    const answer = await sqsWorker('t', schema, p.handle, { together })(event(['{"n":1}', '{"n":2}', 'not json', '{"n":3}']));
    expect(calls).toEqual([[1, 2, 3]]);
    expect(p.seen.handled).toEqual([]);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });

  it('a call that throws sends every message back', async () => {
    const answer = await sqsWorker('t', schema, async () => undefined, { together: async () => Promise.reject(new Error('down')) })(event(['{"n":1}', '{"n":2}']));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm0' }, { itemIdentifier: 'm1' }]);
  });
});
