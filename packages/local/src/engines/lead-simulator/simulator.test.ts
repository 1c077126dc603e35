import { describe, expect, it } from 'vitest';
import { startLeadSimulator } from './simulator.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the lead simulator stops with its platform', () => {
  it('stop() waits for a tick under way, and no tick starts after it', async () => {
    let ticks = 0;
    let release: () => void = () => undefined;
    const errors: unknown[] = [];
    const sim = startLeadSimulator(
      0.005,
      (e) => errors.push(e),
      async () => {
        ticks += 1;
        await new Promise<void>((r) => (release = r));
        // What a tick meets once the engines are gone: not reported after stop().
        throw new Error('connect ECONNREFUSED');
      },
    );
    while (ticks === 0) await sleep(5);
    let stopped = false;
    const stopping = sim.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    expect(ticks).toBe(1);
    release();
    await stopping;
    await sleep(30);
    expect(ticks).toBe(1);
    expect(errors).toEqual([]);
  });

  it('runs one tick at a time however long a tick takes', async () => {
    let running = 0;
    let most = 0;
    let ticks = 0;
    const sim = startLeadSimulator(0.002, () => undefined, async () => {
      running += 1;
      ticks += 1;
      most = Math.max(most, running);
      await sleep(20);
      running -= 1;
    });
    while (ticks < 3) await sleep(5);
    await sim.stop();
    expect(most).toBe(1);
  });
});
