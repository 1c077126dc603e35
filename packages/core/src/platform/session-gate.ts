import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A signed-in request's session read travels beside the route's own first reads instead of before
 * them: one DynamoDB round trip where there were two (docs/decisions.md, "Sign-in and sessions").
 * Until the session is known to be live, the request may only read. Every write and every call
 * to an outside system (the ports in this folder) waits here first, and fails with the session's
 * own error when the session is not live; the answer waits for it too (packages/functions'
 * httpRoute), so nothing a dead session's request read ever leaves.
 */
const gate = new AsyncLocalStorage<Promise<unknown>>();

/** Runs `fn` with its writes and outside calls held until `sessionLive` settles. */
export function runBehindSession<T>(sessionLive: Promise<unknown>, fn: () => Promise<T>): Promise<T> {
  // The request awaits it later; until then a refused session must not count as unhandled.
  sessionLive.catch(() => undefined);
  return gate.run(sessionLive, fn);
}

/** Resolves at once outside a request (workers, schedules, tests); inside one, once its session is live. */
export async function afterSessionConfirmed(): Promise<void> {
  const pending = gate.getStore();
  if (pending) await pending;
}

type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => infer R ? (R extends Promise<unknown> ? T[K] : never) : T[K] };

/**
 * A port whose methods wait for the session first. Every method must answer a promise (the type
 * refuses others), so waiting changes nothing a caller can see but the time, except the methods
 * named in `local`: answered at once, they only compute (a key, a signature check).
 */
export function behindSession<T extends object, L extends keyof T = never>(port: T & AsyncMethods<Omit<T, L>>, local: readonly L[] = []): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || (local as readonly PropertyKey[]).includes(key)) return value;
      return async (...args: unknown[]) => {
        await afterSessionConfirmed();
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
}

/** DynamoDB commands that only read; any other command waits for the session. */
const READS = new Set([
  'GetItemCommand',
  'GetCommand',
  'BatchGetItemCommand',
  'BatchGetCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
  'TransactGetCommand',
  'DescribeTableCommand',
]);

export const isReadCommand = (commandName: string): boolean => READS.has(commandName);
