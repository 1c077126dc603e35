import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A Stripe object as the API answers it (the stored shape is the answered shape). */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** Where a webhook delivery of one event stands. Times are epoch milliseconds. */
export interface Delivery {
  eventId: string;
  /** Creation order, so due deliveries go out oldest first. */
  seq: number;
  attempts: number;
  firstAttemptAt: number | null;
  nextAttemptAt: number;
  state: 'pending' | 'delivered' | 'failed';
  lastStatus: number | null;
  lastError: string | null;
}

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

interface State {
  objects: Record<string, StripeObject>;
  /** What the API never shows: a card's test behaviour, an intent's authentication token, a link's use. */
  internal: Record<string, Record<string, unknown>>;
  /** Event ids in the order they were created (the events list is newest first). */
  events: string[];
  idempotency: Record<string, StoredResponse>;
  deliveries: Record<string, Delivery>;
  /** A per-gateway key that makes card fingerprints stable without keeping numbers. */
  fingerprintKey: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** Stripe-style ids: `cus_`, `seti_`, `pm_`, ... followed by 24 letters and digits. */
export const newId = (prefix: string) => `${prefix}_${randomToken(24)}`;

const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/**
 * The gateway's state: in memory, and written as one JSON file under `dir` after each change
 * (atomically, through a temporary file) so `npm start` keeps customers and cards across restarts.
 */
export class Store {
  private state: State;
  private readonly file: string | undefined;
  private prunedAt = 0;

  constructor(dir?: string) {
    this.file = dir ? join(dir, 'state.json') : undefined;
    if (this.file && existsSync(this.file)) {
      this.state = JSON.parse(readFileSync(this.file, 'utf8')) as State;
    } else {
      this.state = { objects: {}, internal: {}, events: [], idempotency: {}, deliveries: {}, fingerprintKey: randomToken(32) };
    }
    if (dir) mkdirSync(dir, { recursive: true });
  }

  get fingerprintKey(): string {
    return this.state.fingerprintKey;
  }

  find<T extends StripeObject = StripeObject>(id: string, object?: string): T | undefined {
    const found = this.state.objects[id];
    if (!found || (object && found.object !== object)) return undefined;
    return found as T;
  }

  put<T extends StripeObject>(obj: T): T {
    this.state.objects[obj.id] = obj;
    return obj;
  }

  /** Objects of one kind in the order they were made. */
  list(object: string): StripeObject[] {
    return Object.values(this.state.objects).filter((o) => o.object === object);
  }

  remove(id: string): void {
    delete this.state.objects[id];
  }

  internal<T extends Record<string, unknown>>(id: string): Partial<T> {
    return (this.state.internal[id] ?? {}) as Partial<T>;
  }

  setInternal(id: string, values: Record<string, unknown>): void {
    this.state.internal[id] = { ...this.state.internal[id], ...values };
  }

  addEvent(event: StripeObject): void {
    this.put(event);
    this.state.events.push(event.id);
  }

  /** Events newest first. */
  eventsNewestFirst(): StripeObject[] {
    const out: StripeObject[] = [];
    for (let i = this.state.events.length - 1; i >= 0; i--) {
      const e = this.state.objects[this.state.events[i]!];
      if (e) out.push(e);
    }
    return out;
  }

  storedResponse(key: string, now: number): StoredResponse | undefined {
    const stored = this.state.idempotency[key];
    return stored && now - stored.at < IDEMPOTENCY_TTL_MS ? stored : undefined;
  }

  storeResponse(key: string, value: StoredResponse): void {
    this.state.idempotency[key] = value;
  }

  delivery(eventId: string): Delivery | undefined {
    return this.state.deliveries[eventId];
  }

  putDelivery(d: Delivery): void {
    this.state.deliveries[d.eventId] = d;
  }

  pendingDeliveries(): Delivery[] {
    return Object.values(this.state.deliveries).filter((d) => d.state === 'pending');
  }

  save(now: number): void {
    // Stripe keeps keys for 24 hours; a long-running gateway forgets older ones.
    if (now - this.prunedAt > 60_000) {
      this.prunedAt = now;
      for (const [key, stored] of Object.entries(this.state.idempotency)) {
        if (now - stored.at >= IDEMPOTENCY_TTL_MS) delete this.state.idempotency[key];
      }
    }
    if (!this.file) return;
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state), { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}
