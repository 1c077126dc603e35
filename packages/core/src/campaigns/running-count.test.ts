import { describe, expect, it } from 'vitest';
import { runningDelta } from './running-count.js';

describe('An agency’s running-campaign count moves only when a campaign starts or stops running', () => {
  it.each([
    [null, 'running', 1],
    [null, 'paused', 0],
    ['paused', 'running', 1],
    ['stopped', 'running', 1],
    ['running', 'paused', -1],
    ['running', 'stopped', -1],
    ['running', 'archived', -1],
    ['running', 'removed', -1],
    ['paused', 'archived', 0],
    ['running', 'running', 0],
  ] as const)('from %s to %s: %i', (from, to, delta) => {
    expect(runningDelta(from, to)).toBe(delta);
  });
});
