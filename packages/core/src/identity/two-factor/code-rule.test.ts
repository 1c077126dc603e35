import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.js';
import { challengeState, CODE_TTL_MS, hashCode, maySendAgain, newEmailCode, sameHash } from './code-rule.js';

const t0 = new Date('2026-11-21T12:00:00Z');
const open = { expiresAt: new Date(t0.getTime() + CODE_TTL_MS).toISOString(), attempts: 0 };

describe('e-mailed codes: 6 digits, single use, 10 minutes, locked after 5 wrong tries', () => {
  it('are six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(newEmailCode()).toMatch(/^\d{6}$/);
  });

  it('are open until 10 minutes have passed', () => {
    const clock = fixedClock(t0);
    expect(challengeState(open, clock.now())).toBe('open');
    clock.advance(CODE_TTL_MS - 1);
    expect(challengeState(open, clock.now())).toBe('open');
    clock.advance(1);
    expect(challengeState(open, clock.now())).toBe('expired');
  });

  it('lock after 5 wrong tries', () => {
    expect(challengeState({ ...open, attempts: 4 }, t0)).toBe('open');
    expect(challengeState({ ...open, attempts: 5 }, t0)).toBe('locked');
  });

  it('work once', () => {
    expect(challengeState({ ...open, usedAt: t0.toISOString() }, t0)).toBe('used');
  });

  it('are stored hashed and bound to their challenge', () => {
    expect(hashCode('123456', 'c1')).not.toContain('123456');
    expect(sameHash(hashCode('123456', 'c1'), hashCode('123456', 'c1'))).toBe(true);
    expect(sameHash(hashCode('123456', 'c1'), hashCode('123456', 'c2'))).toBe(false);
  });

  it('can be sent again after 30 seconds, five times in all', () => {
    const sent = t0.toISOString();
    expect(maySendAgain(sent, 1, new Date(t0.getTime() + 29_999))).toBe(false);
    expect(maySendAgain(sent, 1, new Date(t0.getTime() + 30_000))).toBe(true);
    expect(maySendAgain(sent, 5, new Date(t0.getTime() + 60_000))).toBe(false);
  });
});
