import { describe, expect, it } from 'vitest';
import { decideRefresh, hashSecret, issueRefreshToken, parseRefreshToken } from './refresh-token.js';

const now = new Date('2026-11-21T12:00:00Z');
const live = { expiresAt: '2026-12-21T12:00:00Z' };

describe('refresh-token rotation: each token works once', () => {
  it('a current token of a live session rotates', () => {
    expect(decideRefresh({ status: 'current' }, live, now)).toBe('rotate');
  });

  it('a used token presented again is reuse, which revokes the family', () => {
    expect(decideRefresh({ status: 'used' }, live, now)).toBe('reuse');
  });

  it.each([
    ['an unknown token', undefined, live],
    ['a token of an unknown session', { status: 'current' as const }, undefined],
    ['a token of a revoked session', { status: 'current' as const }, { ...live, revokedAt: '2026-11-21T11:00:00Z' }],
    ['a token of an expired session', { status: 'current' as const }, { expiresAt: '2026-11-21T12:00:00Z' }],
    ['a used token of a revoked session (already ended)', { status: 'used' as const }, { ...live, revokedAt: '2026-11-21T11:00:00Z' }],
  ])('%s is refused without revoking anything', (_name, token, session) => {
    expect(decideRefresh(token, session, now)).toBe('invalid');
  });
});

describe('refresh-token format: ids to find it, a secret stored only as a hash', () => {
  it('round-trips the ids and hashes the secret', () => {
    const issued = issueRefreshToken('root-1', 'session-1');
    const parsed = parseRefreshToken(issued.token);
    expect(parsed).toEqual({ rootId: 'root-1', sessionId: 'session-1', secretHash: issued.secretHash });
    expect(issued.token).not.toContain(issued.secretHash);
    expect(issued.secretHash).toBe(hashSecret(issued.token.split('.')[2] ?? ''));
  });

  it('issues a different secret every time', () => {
    expect(issueRefreshToken('r', 's').token).not.toBe(issueRefreshToken('r', 's').token);
  });

  it.each(['', 'a.b', 'a.b.c.d', '..', 'a..c', `${'x'.repeat(101)}.b.c`])('rejects %j', (token) => {
    expect(parseRefreshToken(token)).toBeUndefined();
  });
});
