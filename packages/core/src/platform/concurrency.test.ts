import { describe, expect, it } from 'vitest';
import { mapLimit, serialPerKey } from './concurrency.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('mapLimit: at most the limit at once, results in order', () => {
  it('never runs more than the limit together and answers in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(most).toBe(3);
  });
});

describe('serialPerKey: one at a time per key, keys side by side', () => {
  it('runs a key’s calls in the order asked, never two at once, even after one fails', async () => {
    const inTurn = serialPerKey();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const step = (name: string, fail = false) =>
      inTurn('company', async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(most).toBe(1);
  });

  it('lets two keys run at the same time', async () => {
    const inTurn = serialPerKey();
    let running = 0;
    let most = 0;
    const step = (key: string) =>
      inTurn(key, async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
      });
    await Promise.all([step('invoices'), step('wallet')]);
    expect(most).toBe(2);
  });
});
