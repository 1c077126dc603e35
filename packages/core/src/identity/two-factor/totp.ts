import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app accepts: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export function totpUri(secretBase32: string, label: string, issuer: string): string {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: PERIOD_S }).toString();
}

export function totpCode(secretBase32: string, nowMs: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), timestamp: nowMs, period: PERIOD_S });
}

/**
 * The time step a code belongs to, or null if it is wrong. One step either side is accepted for
 * clock drift; a step at or before `lastStep` is refused, so each code is usable once.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastStep = 0): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secretBase32), timestamp: nowMs, period: PERIOD_S, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : null;
}
