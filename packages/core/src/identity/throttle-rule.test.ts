import { describe, expect, it } from 'vitest';
import { isThrottled, POLICIES, roomLeft, slidingCount, slowdownMs, windowIndex } from './throttle-rule.js';

const W = 15 * 60 * 1000;
const start = 100 * W; // the start of a window

describe('brute-force defence: 5 failed sign-ins in 15 minutes', () => {
  it('four failures still let the fifth attempt through', () => {
    expect(isThrottled(0, 4, start + 1000, POLICIES.signInAccountIp)).toBe(false);
  });

  it('five failures refuse the sixth attempt', () => {
    expect(isThrottled(0, 5, start + 1000, POLICIES.signInAccountIp)).toBe(true);
  });

  it('failures of the previous window weigh in by the share still inside the last 15 minutes', () => {
    // 5 failures late in the last window, 3 minutes into this one: 5 * 0.8 = 4 still count.
    expect(slidingCount(5, 0, start + 3 * 60 * 1000, W)).toBeCloseTo(4);
    expect(isThrottled(5, 1, start + 3 * 60 * 1000, POLICIES.signInAccountIp)).toBe(true);
    expect(isThrottled(5, 0, start + 3 * 60 * 1000, POLICIES.signInAccountIp)).toBe(false);
  });

  it('the conditional increment counts an attempt only while the window has room for it', () => {
    expect(roomLeft(0, start + 1000, POLICIES.signInAccountIp)).toBe(5);
    // 5 late failures of the last window, 3 minutes in: 4 still count, room for 1 more.
    expect(roomLeft(5, start + 3 * 60 * 1000, POLICIES.signInAccountIp)).toBeCloseTo(1);
    expect(roomLeft(5, start + 1000, POLICIES.signInAccountIp)).toBeLessThan(1);
  });

  it('nobody stays locked out: a window after the failures stop, they no longer count', () => {
    // The failures are two windows old: neither counter is read any more.
    expect(isThrottled(0, 0, start + 2 * W, POLICIES.signInAccountIp)).toBe(false);
    expect(windowIndex(start + W - 1, W)).toBe(100);
    expect(windowIndex(start + W, W)).toBe(101);
  });

  it('an account attacked from many addresses is slowed, not locked', () => {
    expect(slowdownMs(4, POLICIES.signInAccount)).toBe(0);
    expect(slowdownMs(5, POLICIES.signInAccount)).toBe(250);
    expect(slowdownMs(6, POLICIES.signInAccount)).toBe(500);
    expect(slowdownMs(50, POLICIES.signInAccount)).toBe(5000);
  });
});
