/** Runs `fn` over `items`, at most `limit` at a time; answers the results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * One at a time per key: `run(key, fn)` starts `fn` once every earlier `fn` of the same key has
 * settled (whatever its outcome); different keys run side by side.
 */
export function serialPerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<R>(key: string, fn: () => Promise<R>): Promise<R> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(fn, fn);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
