import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * DynamoDB Local keeps its tables in SQLite and answers a request that waited too long for the
 * database lock with "This action timed out because it too long waiting for a lock. This request
 * will succeed in actual DynamoDB API". Nothing was applied, so sending it again is safe; the SDK
 * does not retry it (or not long enough under a bulk seed of 100,000 items on a busy machine). Only
 * the embedded runtime's client gets this (docs/decisions.md, "Hardening the runtime": DynamoDB Local's lock time-outs).
 */
export function isLockTimeout(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth += 1) {
    const message = (cur as { message?: unknown }).message;
    if (typeof message === 'string' && /waiting for a lock|while trying to acquire lock/i.test(message)) return true;
  }
  return false;
}

export interface LockRetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** The first wait; each next one doubles, up to 2 s, with full jitter. */
  baseMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs `fn`, running it again after a growing, jittered wait while it fails with a lock time-out. */
export async function retryLockTimeouts<T>(fn: () => Promise<T>, opts: LockRetryOptions = {}): Promise<T> {
  const { attempts = 8, baseMs = 50, sleep = wait, random = Math.random } = opts;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= attempts || !isLockTimeout(e)) throw e;
      await sleep(random() * Math.min(2000, baseMs * 2 ** attempt));
    }
  }
}

/** Adds the retry to a DynamoDB Local client: every command, seeds and bench included, goes through it. */
export function retryLocalLockTimeouts(client: DynamoDBClient, opts: LockRetryOptions = {}): void {
  client.middlewareStack.add((next) => (args) => retryLockTimeouts(() => next(args), opts), { step: 'initialize', name: 'retryLocalLockTimeouts' });
}
