import { describe, expect, it } from 'vitest';
import { tokenIdentity } from './session-identity';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('who the stored token speaks for', () => {
  it('is its subject and session', () => {
    expect(tokenIdentity(jwt({ sub: 'u1', sid: 's1' }))).toBe('u1:s1');
  });

  it('changes on a switch into another user, not on a refresh of the same session', () => {
    expect(tokenIdentity(jwt({ sub: 'u1', sid: 's1', exp: 1 }))).toBe(tokenIdentity(jwt({ sub: 'u1', sid: 's1', exp: 2 })));
    expect(tokenIdentity(jwt({ sub: 'u2', sid: 's1' }))).not.toBe(tokenIdentity(jwt({ sub: 'u1', sid: 's1' })));
  });

  it('is unknown for a missing or malformed token', () => {
    expect(tokenIdentity(null)).toBeNull();
    expect(tokenIdentity('expired.token.value')).toBeNull();
    expect(tokenIdentity('not-a-jwt')).toBeNull();
  });
});
