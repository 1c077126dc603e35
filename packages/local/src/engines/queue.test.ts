import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { LocalQueue } from './queue.js';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const bodies = (e: SQSEvent) => e.Records.map((r) => r.body);

describe('in-process queue keeps SQS semantics', () => {
  it('delivers SQS-shaped records and deletes them after success', async () => {
    const c = clock();
    const q = new LocalQueue({ name: 'jobs', now: c.now });
    const seen: SQSEvent[] = [];
    q.subscribe(async (e) => {
      seen.push(e);
    });
    q.send('{"a":1}');
    q.send('{"a":2}');
    await q.drain();
    expect(seen).toHaveLength(1);
    expect(bodies(seen[0] as SQSEvent)).toEqual(['{"a":1}', '{"a":2}']);
    const rec = (seen[0] as SQSEvent).Records[0];
    expect(rec?.eventSource).toBe('aws:sqs');
    expect(rec?.attributes.ApproximateReceiveCount).toBe('1');
    expect(q.depth()).toEqual({ visible: 0, inFlight: 0 });
  });

  it('retries only the items a worker reports as failed (partial batch response)', async () => {
    const c = clock();
    const q = new LocalQueue({ name: 'jobs', now: c.now, visibilityTimeoutMs: 1000 });
    const deliveries: string[][] = [];
    q.subscribe(async (e) => {
      deliveries.push(bodies(e));
      return { batchItemFailures: e.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })) };
    });
    q.send('good');
    q.send('bad');
    await q.poll();
    expect(q.depth()).toEqual({ visible: 0, inFlight: 1 });
    c.advance(1000);
    await q.poll();
    expect(deliveries).toEqual([['good', 'bad'], ['bad']]);
  });

  it('hides a received message for the visibility timeout, then redelivers it', async () => {
    const c = clock();
    const q = new LocalQueue({ name: 'jobs', now: c.now, visibilityTimeoutMs: 30_000 });
    let calls = 0;
    q.subscribe(async () => {
      calls += 1;
      throw new Error('worker crashed');
    });
    q.send('x');
    await q.poll();
    c.advance(29_999);
    expect(await q.poll()).toBe(0);
    c.advance(1);
    expect(await q.poll()).toBe(1);
    expect(calls).toBe(2);
  });

  it('moves a message to the dead-letter queue after maxReceiveCount receives', async () => {
    const c = clock();
    const dlq = new LocalQueue({ name: 'jobs-dlq', now: c.now });
    const q = new LocalQueue({ name: 'jobs', now: c.now, visibilityTimeoutMs: 10, maxReceiveCount: 3, deadLetter: dlq });
    const counts: string[] = [];
    q.subscribe(async (e) => {
      counts.push(e.Records[0]?.attributes.ApproximateReceiveCount ?? '');
      throw new Error('always fails');
    });
    q.send('poison');
    for (let i = 0; i < 5; i += 1) {
      await q.poll();
      c.advance(10);
    }
    expect(counts).toEqual(['1', '2', '3']);
    expect(q.depth()).toEqual({ visible: 0, inFlight: 0 });
    expect(dlq.bodies()).toEqual(['poison']);
  });

  it('holds a delayed message until its delay has passed', async () => {
    const c = clock();
    const q = new LocalQueue({ name: 'jobs', now: c.now });
    const got: string[] = [];
    q.subscribe(async (e) => {
      got.push(...bodies(e));
    });
    q.send('later', 5000);
    await q.drain();
    expect(got).toEqual([]);
    c.advance(5000);
    await q.drain();
    expect(got).toEqual(['later']);
  });

  it('delivers at most batchSize messages per receive', async () => {
    const c = clock();
    const q = new LocalQueue({ name: 'jobs', now: c.now, batchSize: 2 });
    const sizes: number[] = [];
    q.subscribe(async (e) => {
      sizes.push(e.Records.length);
    });
    for (let i = 0; i < 5; i += 1) q.send(String(i));
    await q.drain();
    expect(sizes).toEqual([2, 2, 1]);
  });
});

describe('a slow batch is not received twice, and a failed message comes back soon (the embedded runtime)', () => {
  it('a batch running longer than the retry delay stays hidden while it runs; its failed message comes back the retry delay after it ended', async () => {
    const c = clock();
    const q = new LocalQueue({ name: 'jobs', now: c.now, visibilityTimeoutMs: 360_000, retryDelayMs: 3000, concurrency: 2 });
    const deliveries: string[][] = [];
    let release: () => void = () => undefined;
    q.subscribe(async (e) => {
      deliveries.push(bodies(e));
      if (deliveries.length === 1) await new Promise<void>((ok) => (release = ok));
      return { batchItemFailures: e.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })) };
    });
    q.send('good');
    q.send('bad');
    const first = q.poll();
    // Under load the batch outlives the old 3-second timeout: its messages are not handed out again.
    c.advance(10_000);
    expect(q.depth()).toEqual({ visible: 0, inFlight: 2 });
    expect(await q.poll()).toBe(0);
    release();
    await first;
    c.advance(2999);
    expect(await q.poll()).toBe(0);
    c.advance(1);
    expect(await q.poll()).toBe(1);
    expect(deliveries).toEqual([['good', 'bad'], ['bad']]);
  });
});

describe('a queue delivers up to its concurrency of batches at once, as Lambda runs several', () => {
  it('one batch at a time by default; two side by side with concurrency 2, each message once', async () => {
    for (const concurrency of [1, 2]) {
      const q = new LocalQueue({ name: 'jobs', batchSize: 2, concurrency });
      let running = 0;
      let most = 0;
      const got: string[] = [];
      q.subscribe(async (e) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        got.push(...e.Records.map((r) => r.body));
        running -= 1;
      });
      for (const b of ['a', 'b', 'c', 'd']) q.send(b);
      await q.poll();
      await q.drain();
      await q.stop();
      expect(most).toBe(concurrency);
      expect(got.sort()).toEqual(['a', 'b', 'c', 'd']);
    }
  });
});

describe('a stopped queue delivers nothing more', () => {
  it('stop() waits for the delivery under way, and no poll delivers after it', async () => {
    const q = new LocalQueue({ name: 'jobs' });
    let release: () => void = () => undefined;
    const log: string[] = [];
    q.subscribe(async (e) => {
      log.push(`start ${bodies(e).join(',')}`);
      await new Promise<void>((r) => (release = r));
      log.push('end');
    });
    q.send('first');
    q.start(5);
    await vi.waitFor(() => expect(log).toEqual(['start first']));
    let stopped = false;
    const stopping = q.stop().then(() => (stopped = true));
    q.send('second');
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(log).toEqual(['start first', 'end']);
    await new Promise((r) => setTimeout(r, 30));
    expect(log).toEqual(['start first', 'end']);
    expect(q.depth().visible).toBe(1);
  });
});
