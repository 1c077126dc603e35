import { z } from 'zod';
import type { OAuthTokens } from '../../platform/integration-provider.js';
import { callProvider, clip } from './http.js';

/**
 * What the OAuth adapters (GoHighLevel, Google Sheets) share: the stored token shape and the
 * form-encoded token endpoint call (RFC 6749, sections 4.1.3 and 6), whose error is `{ error,
 * error_description }`.
 */

export const zOAuthTokens = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.string().min(1),
  extra: z.record(z.string(), z.string()).optional(),
});

/** An OAuth client's id and secret from the environment; a deployment without them cannot connect. */
export function oauthClient(idVariable: string, secretVariable: string, label: string): { id: string; secret: string } {
  const id = process.env[idVariable];
  const secret = process.env[secretVariable];
  if (!id || !secret) throw new Error(`${label} is not configured: ${idVariable} and ${secretVariable} are required.`);
  return { id, secret };
}

export class OAuthRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OAuthRefused';
  }
}

/** POSTs a token request; answers the JSON body of a 2xx, throws OAuthRefused with the provider's description otherwise. */
export async function tokenRequest(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await callProvider(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (res.body && typeof res.body === 'object' ? res.body : {}) as Record<string, unknown>;
  if (res.status >= 200 && res.status < 300) return body;
  const described = [body.error, body.error_description ?? body.message].filter((x) => typeof x === 'string').join(': ');
  throw new OAuthRefused(res.status, clip(described || `HTTP ${res.status}`));
}

/**
 * Tokens from a token endpoint's answer. A refresh answer may leave out the refresh token (Google
 * does: the one held stays valid), so the previous one is kept then.
 */
export function tokensFrom(body: Record<string, unknown>, now: Date, previous?: OAuthTokens, extra?: Record<string, string>): OAuthTokens {
  const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
  const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : previous?.refreshToken;
  if (!accessToken || !refreshToken) throw new OAuthRefused(502, 'The provider answered without the tokens.');
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return {
    accessToken,
    refreshToken,
    expiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
    extra: { ...previous?.extra, ...extra },
  };
}
