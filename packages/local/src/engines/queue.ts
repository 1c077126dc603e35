import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

export type Worker = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

interface Message {
  id: string;
  body: string;
  sentAt: number;
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
}

export interface LocalQueueOptions {
  name: string;
  /** How long a received message stays hidden before it can be received again. */
  visibilityTimeoutMs?: number;
  /**
   * When set, a message its worker failed (reported, or the batch threw) comes back this soon after
   * the batch ended instead of waiting out the visibility timeout: the embedded runtime's shortcut,
   * so a person (or a test) sees retries and the dead-letter queue without waiting minutes.
   */
  retryDelayMs?: number;
  /** After this many receives without success a message goes to the dead-letter queue. */
  maxReceiveCount?: number;
  batchSize?: number;
  /** How many batches may be delivered at once (Lambda invokes a function for several batches side by side). */
  concurrency?: number;
  deadLetter?: LocalQueue;
  now?: () => number;
  onError?: (err: unknown) => void;
}

/**
 * An in-process queue that keeps SQS semantics, because no local server speaks the current SQS
 * protocol: at-least-once delivery, visibility timeout, retries, a dead-letter queue after
 * maxReceiveCount receives, and partial batch failures (only the items a worker reports failed are
 * retried). Workers get SQS-shaped events, so the same handler runs on Lambda.
 */
export class LocalQueue {
  readonly name: string;
  private readonly messages = new Map<string, Message>();
  private readonly visibilityTimeoutMs: number;
  private readonly retryDelayMs: number | undefined;
  private readonly maxReceiveCount: number;
  private readonly batchSize: number;
  private readonly deadLetter: LocalQueue | undefined;
  private readonly now: () => number;
  private readonly onError: (err: unknown) => void;
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly concurrency: number;
  /** The deliveries under way, which stop() waits for. */
  private readonly inFlight = new Set<Promise<number>>();

  constructor(opts: LocalQueueOptions) {
    this.name = opts.name;
    this.visibilityTimeoutMs = opts.visibilityTimeoutMs ?? 30_000;
    this.retryDelayMs = opts.retryDelayMs;
    this.maxReceiveCount = opts.maxReceiveCount ?? 3;
    this.batchSize = opts.batchSize ?? 10;
    this.concurrency = Math.max(1, opts.concurrency ?? 1);
    this.deadLetter = opts.deadLetter;
    this.now = opts.now ?? Date.now;
    this.onError = opts.onError ?? (() => undefined);
  }

  send(body: string, delayMs = 0): string {
    const id = randomUUID();
    const t = this.now();
    this.messages.set(id, { id, body, sentAt: t, visibleAt: t + delayMs, receiveCount: 0 });
    return id;
  }

  subscribe(worker: Worker): void {
    this.worker = worker;
  }

  /** Polls in the background, as Lambda's event source mapping does. */
  start(pollMs = 50): void {
    this.timer ??= setInterval(() => void this.poll(), pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the deliveries under way, so no worker runs after its platform stopped. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.inFlight);
  }

  depth(): { visible: number; inFlight: number } {
    const t = this.now();
    let visible = 0;
    for (const m of this.messages.values()) if (m.visibleAt <= t) visible += 1;
    return { visible, inFlight: this.messages.size - visible };
  }

  bodies(): string[] {
    return [...this.messages.values()].map((m) => m.body);
  }

  /** One receive-and-deliver cycle; returns how many messages were delivered. */
  poll(): Promise<number> {
    if (this.inFlight.size >= this.concurrency || !this.worker) return Promise.resolve(0);
    const batch = this.receive();
    if (batch.length === 0) return Promise.resolve(0);
    const delivery = this.deliver(this.worker, batch);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    // Another batch may start at once while this one runs (up to the concurrency).
    if (this.inFlight.size < this.concurrency) void this.poll();
    return delivery;
  }

  private async deliver(worker: Worker, batch: Message[]): Promise<number> {
    let failed: Set<string>;
    try {
      const res = await worker(this.toEvent(batch));
      failed = new Set((res?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (err) {
      // A thrown error fails the whole batch: every message becomes visible again after the timeout.
      this.onError(err);
      failed = new Set(batch.map((m) => m.id));
    }
    const comeBack = this.retryDelayMs === undefined ? undefined : this.now() + this.retryDelayMs;
    for (const m of batch) {
      if (!failed.has(m.id)) this.messages.delete(m.id);
      else if (comeBack !== undefined) m.visibleAt = Math.min(m.visibleAt, comeBack);
    }
    return batch.length;
  }

  /** Delivers until nothing is visible (messages waiting out a timeout stay). For tests. */
  async drain(): Promise<void> {
    while ((await this.poll()) > 0) {
      /* keep going */
    }
  }

  private receive(): Message[] {
    const t = this.now();
    const out: Message[] = [];
    for (const m of this.messages.values()) {
      if (out.length >= this.batchSize) break;
      if (m.visibleAt > t) continue;
      if (m.receiveCount >= this.maxReceiveCount) {
        this.messages.delete(m.id);
        this.deadLetter?.send(m.body);
        continue;
      }
      m.receiveCount += 1;
      m.firstReceivedAt ??= t;
      m.visibleAt = t + this.visibilityTimeoutMs;
      out.push(m);
    }
    return out;
  }

  private toEvent(batch: Message[]): SQSEvent {
    return {
      Records: batch.map(
        (m): SQSRecord => ({
          messageId: m.id,
          receiptHandle: `${m.id}:${m.receiveCount}`,
          body: m.body,
          attributes: {
            ApproximateReceiveCount: String(m.receiveCount),
            SentTimestamp: String(m.sentAt),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(m.firstReceivedAt ?? m.sentAt),
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:local:000000000000:${this.name}`,
          awsRegion: 'local',
        }),
      ),
    };
  }
}
