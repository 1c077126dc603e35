import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpUri } from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", 59 s → 94287082 (8 digits) → 287082.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP: standard RFC 6238 codes any authenticator app accepts, each usable once', () => {
  it('matches the RFC test vector', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('accepts the current step and one either side for clock drift', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBeNull();
  });

  it('refuses a code of a step already used (replay)', () => {
    const now = 1_700_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    const step = matchTotp(RFC_SECRET, code, now) ?? 0;
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, step)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    expect(matchTotp(RFC_SECRET, '12345', 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', 0)).toBeNull();
  });

  it('makes 160-bit secrets and otpauth:// URIs for the QR code', () => {
    const s = newTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(s, 'bob@example.test', 'Acme Agency')).toMatch(/^otpauth:\/\/totp\/Acme%20Agency:bob%40example\.test\?.*secret=/);
  });
});
