import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../platform/config.js';
import { documentClient } from './client.js';
import { TABLE_KEYS } from './table.js';

/** One item to read in a batch: its table key and how to turn the raw item into the entity. */
export interface Getter<T> {
  Key: Record<string, unknown>;
  parse(item: Record<string, unknown>): T | undefined;
}

type Read<X> = X extends Getter<infer T> ? T | undefined : undefined;
type Results<G extends readonly (Getter<unknown> | undefined)[]> = { [K in keyof G]: Read<G[K]> };

const KEY_CACHE_LIMIT = 10_000;
const keyCache = new Map<string, Record<string, unknown>>();

/**
 * An item's table key, built once per container: ElectroDB builds a full request to answer it
 * (tens of microseconds), and every authenticated request needs the same few keys again.
 */
export function memoKey(entity: string, ids: readonly string[], build: () => Record<string, unknown>): Record<string, unknown> {
  const id = `${entity}\u0000${ids.join('\u0000')}`;
  let key = keyCache.get(id);
  if (!key) {
    if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
    key = Object.freeze(build());
    keyCache.set(id, key);
  }
  return key;
}

/** The getter of one ElectroDB entity's item by its key (its type named by the caller). */
export function entityGetter<T>(
  entity: { get(key: never): { params<P>(): P }; parse(input: { Item: Record<string, unknown> }): { data: unknown } },
  key: object,
): Getter<T> {
  return { Key: entity.get(key as never).params<{ Key: Record<string, unknown> }>().Key, parse: (Item) => (entity.parse({ Item }).data ?? undefined) as T | undefined };
}

const keyString = (k: Record<string, unknown>) => `${String(k[TABLE_KEYS.pk])}\u0000${String(k[TABLE_KEYS.sk])}`;

/**
 * Reads items of different entities in one BatchGetItem round trip (ElectroDB batches only within
 * one entity). Answers in the order asked; retries keys DynamoDB left unprocessed. An `undefined`
 * getter (an optional read) answers `undefined` and reads nothing.
 */
export async function batchGet<const G extends readonly (Getter<unknown> | undefined)[]>(getters: G, opts: { consistent?: boolean } = {}): Promise<Results<G>> {
  const table = getConfig().TABLE_NAME;
  const found = new Map<string, Record<string, unknown>>();
  const unique = new Map(getters.flatMap((g) => (g ? [[keyString(g.Key), g.Key] as const] : [])));
  const all = [...unique.values()];
  // Requests of 100 keys (DynamoDB's most) side by side; each sends again what it left unprocessed.
  const chunks = Array.from({ length: Math.ceil(all.length / 100) }, (_, i) => all.slice(i * 100, i * 100 + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        if (attempt > 8) throw new Error('BatchGetItem kept leaving keys unprocessed');
        const res = await documentClient().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...(opts.consistent ? { ConsistentRead: true } : {}) } } }));
        for (const item of res.Responses?.[table] ?? []) found.set(keyString(item), item);
        pending = res.UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }),
  );
  return getters.map((g) => {
    if (!g) return undefined;
    const item = found.get(keyString(g.Key));
    return item ? g.parse(item) : undefined;
  }) as Results<G>;
}

/** Reads one item by its getter (its own GetItem, or a place in a shared BatchGetItem). */
export type ReadOne = <T>(getter: Getter<T>, opts?: { consistent?: boolean }) => Promise<T | undefined>;

/** One item alone, in its own round trip. */
export const readAlone: ReadOne = async (getter, opts) => (await batchGet([getter], opts))[0];

/**
 * A reader that gathers the reads asked for while callers run side by side (a worker batch's
 * leads each reading their own items) and sends them as BatchGetItem requests of up to 100 keys,
 * once the callers have all asked (the next turn of the event loop): a hundred leads' reads in a few
 * round trips rather than hundreds. Reads nothing twice within one round; remembers nothing after.
 */
export function coalescingReader(): ReadOne {
  let waiting: { getter: Getter<unknown>; consistent: boolean; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const round = waiting;
    waiting = [];
    for (const consistent of [false, true]) {
      const asks = round.filter((w) => w.consistent === consistent);
      if (asks.length === 0) continue;
      batchGet(asks.map((w) => w.getter), { consistent }).then(
        (found) => asks.forEach((w, i) => w.resolve(found[i])),
        (e: unknown) => asks.forEach((w) => w.reject(e)),
      );
    }
  };
  return <T>(getter: Getter<T>, opts: { consistent?: boolean } = {}) =>
    new Promise<T | undefined>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ getter, consistent: Boolean(opts.consistent), resolve: resolve as (v: unknown) => void, reject });
    });
}
