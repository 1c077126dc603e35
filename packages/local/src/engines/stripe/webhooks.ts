import { createHmac } from 'node:crypto';
import type { Delivery, Store, StripeObject } from './store.js';

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" keyed by the whole whsec_ secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface RetryPolicy {
  /** Waits after the 1st, 2nd, ... failed attempt. */
  delaysMs: number[];
  /** Then one attempt per this interval... */
  thenEveryMs: number;
  /** ...until this long after the first attempt. */
  giveUpAfterMs: number;
}

/** Short for local use (Stripe's own schedule spans three days). */
export const DEFAULT_RETRY: RetryPolicy = { delaysMs: [1_000, 5_000, 30_000], thenEveryMs: 5 * 60_000, giveUpAfterMs: 24 * 3600_000 };

const TIMEOUT_MS = 10_000;

/**
 * Delivers events to the platform's webhook URL one at a time, oldest first, retrying failures on
 * the policy's schedule. Delivery state lives in the store, so pending retries survive a restart.
 * Times here are real time (not the gateway's movable clock): the receiver checks the signature's
 * timestamp against its own clock.
 */
export class WebhookSender {
  private target: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | undefined;
  private held = false;
  private stopped = false;
  private seq = 0;

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly policy: RetryPolicy,
    private readonly save: () => void,
    url?: string,
  ) {
    this.target = url;
    this.seq = Math.max(0, ...store.pendingDeliveries().map((d) => d.seq)) + 1;
  }

  start(): void {
    this.kick();
  }

  url(): string | undefined {
    return this.target;
  }

  setUrl(url: string | undefined): void {
    this.target = url;
    this.kick();
  }

  enqueue(eventId: string): void {
    this.store.putDelivery({ eventId, seq: this.seq++, attempts: 0, firstAttemptAt: null, nextAttemptAt: Date.now(), state: 'pending', lastStatus: null, lastError: null });
    this.kick();
  }

  /** Keeps new deliveries back (tests use it to deliver events in another order). */
  hold(): void {
    this.held = true;
  }

  /** Delivers what was held, oldest first or newest first, then resumes. Answers each delivery's status. */
  async release(order: 'created' | 'reverse' = 'created'): Promise<{ eventId: string; status: number | null }[]> {
    await this.pumping;
    const due = this.store.pendingDeliveries().sort((a, b) => (order === 'reverse' ? b.seq - a.seq : a.seq - b.seq));
    const out: { eventId: string; status: number | null }[] = [];
    for (const d of due) out.push({ eventId: d.eventId, status: await this.attempt(d) });
    this.held = false;
    this.kick();
    return out;
  }

  /** Sends an event again now, `times` times (as Stripe's "Resend" does), whatever its delivery state. */
  async redeliver(eventId: string, times = 1): Promise<(number | null)[]> {
    const statuses: (number | null)[] = [];
    for (let i = 0; i < times; i++) {
      const d = this.store.delivery(eventId);
      if (!d) throw new Error(`No such event: ${eventId}`);
      statuses.push(await this.attempt(d, true));
    }
    return statuses;
  }

  /** Resolves when nothing is due now and nothing is being sent (retries scheduled later do not count). */
  async idle(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const due = !this.held && this.target !== undefined && this.store.pendingDeliveries().some((d) => d.nextAttemptAt <= Date.now());
      if (!due && !this.pumping) return true;
      await (this.pumping ?? new Promise((r) => setTimeout(r, 10)));
    }
    return false;
  }

  deliveries(): Delivery[] {
    return this.store.pendingDeliveries();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pumping;
  }

  private kick(): void {
    if (this.stopped || this.pumping) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
      this.arm();
    });
  }

  private async pump(): Promise<void> {
    // Let the request that made the event answer first, as Stripe does.
    await new Promise((r) => setImmediate(r));
    while (!this.stopped && !this.held && this.target) {
      const next = this.store
        .pendingDeliveries()
        .filter((d) => d.nextAttemptAt <= Date.now())
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.seq - b.seq)[0];
      if (!next) return;
      await this.attempt(next);
    }
  }

  private arm(): void {
    if (this.stopped || this.held || !this.target) return;
    const pending = this.store.pendingDeliveries();
    if (!pending.length) return;
    const at = Math.min(...pending.map((d) => d.nextAttemptAt));
    this.timer = setTimeout(() => this.kick(), Math.max(0, at - Date.now()));
    this.timer.unref();
  }

  private async attempt(d: Delivery, manual = false): Promise<number | null> {
    const event = this.store.find<StripeObject>(d.eventId, 'event');
    if (!event || !this.target) return null;
    const payload = JSON.stringify(event, null, 2);
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(this.target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, this.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const ok = status !== null && status >= 200 && status < 300;
    d.attempts += 1;
    d.firstAttemptAt ??= started;
    d.lastStatus = status;
    d.lastError = ok ? null : (error ?? `HTTP ${status}`);
    if (ok) d.state = 'delivered';
    else if (d.state === 'pending' && !manual) {
      const delay = this.policy.delaysMs[d.attempts - 1] ?? this.policy.thenEveryMs;
      if (Date.now() + delay - d.firstAttemptAt > this.policy.giveUpAfterMs) d.state = 'failed';
      else d.nextAttemptAt = Date.now() + delay;
    }
    event.pending_webhooks = d.state === 'pending' ? 1 : 0;
    this.store.putDelivery(d);
    this.save();
    return status;
  }
}
