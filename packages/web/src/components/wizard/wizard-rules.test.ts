import { describe, expect, it } from 'vitest';
import { ctx } from '../../lib/access/guard-fixture.test-support';
import { walkTo, wizardFinish, wizardProgress } from './wizard-rules';

describe('the wizard’s progress bar', () => {
  it('is proportional to the step shown', () => {
    expect(wizardProgress(0, 4)).toBe(25);
    expect(wizardProgress(1, 4)).toBe(50);
    expect(wizardProgress(3, 4)).toBe(100);
  });
  it('stays between 0 and 100', () => {
    expect(wizardProgress(7, 4)).toBe(100);
    expect(wizardProgress(-3, 4)).toBe(0);
    expect(wizardProgress(0, 0)).toBe(0);
  });
});

describe('moving between the wizard’s steps', () => {
  const checks = (results: boolean[]) => {
    const asked: number[] = [];
    return { asked, check: (step: number) => (asked.push(step), Promise.resolve(results[step] ?? true)) };
  };
  it('Next moves on only when the step’s check passes', async () => {
    const passing = checks([true]);
    expect(await walkTo(0, 1, passing.check)).toBe(1);
    const failing = checks([false]);
    expect(await walkTo(0, 1, failing.check)).toBe(0);
  });
  it('a click on a later step checks each step on the way and stops at the first that fails', async () => {
    const c = checks([true, false, true]);
    const reached: number[] = [];
    expect(await walkTo(0, 3, c.check, (s) => reached.push(s))).toBe(1);
    expect(c.asked).toEqual([0, 1]);
    expect(reached).toEqual([1]);
  });
  it('going back is free', async () => {
    const c = checks([false, false, false]);
    expect(await walkTo(2, 0, c.check)).toBe(0);
    expect(c.asked).toEqual([]);
  });
});

describe('the wizard’s finish button', () => {
  it('reads "Go To Dashboard" for a client and leads to its Dashboard', () => {
    expect(wizardFinish(ctx({ user_type: 'client' }))).toEqual({ label: 'Go To Dashboard', path: '/siteid/dashboard' });
  });
  it('reads "Go To General Settings" for everyone else and leads there', () => {
    for (const user_type of ['userdownline', 'user', 'administrator'] as const) {
      expect(wizardFinish(ctx({ user_type }))).toEqual({ label: 'Go To General Settings', path: '/configuration/general-setting' });
    }
  });
});
