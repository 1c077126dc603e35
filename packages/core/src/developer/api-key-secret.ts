import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Client ids and secrets. A secret is 256 random bits, so a keyed SHA-256 (HMAC under a per-key
 * salt) cannot be brute-forced and keeps the token endpoint fast; scrypt would only slow every
 * token request (docs/decisions.md, "Developer API keys and agreement").
 */
export const newClientId = () => `ck_${randomBytes(16).toString('hex')}`;
export const newApiSecret = () => `sk_${randomBytes(32).toString('base64url')}`;
export const newSalt = () => randomBytes(16).toString('hex');

export const hashSecret = (secret: string, salt: string) => createHmac('sha256', salt).update(secret).digest('hex');

/** Constant-time: how long it takes says nothing about how much of the secret matched. */
export function secretMatches(secret: string, salt: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret, salt), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What every answer after the generating one shows of a secret. */
export const maskSecret = (last4: string) => `sk_…${last4}`;
