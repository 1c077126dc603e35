import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './types.js';

/**
 * What the OAuth fakes (GoHighLevel, Google) share: codes and tokens they hand out and remember,
 * a consent page a person clicks through, and form-encoded token bodies.
 */

export const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function html(status: number, title: string, body: string): FakeResponse {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font:15px system-ui,sans-serif;margin:2rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  };
}

export const redirect = (location: string): FakeResponse => ({ status: 302, headers: { location }, body: '' });

/** Where consent sends the browser back: the redirect URI with the code (or error) and the state. */
export function backTo(redirectUri: string, params: Record<string, string | undefined>): string {
  const u = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
}

export const isHttpUrl = (s: string | null | undefined): s is string => {
  if (!s) return false;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A form-encoded body (token endpoints); JSON too, as some clients send it. */
export function formOf(raw: string, contentType: string | undefined): URLSearchParams {
  if (contentType?.includes('application/json')) {
    try {
      const v = JSON.parse(raw) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(v).map(([k, x]): [string, string] => [k, String(x)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(raw);
}

export const bearerOf = (authorization: string | undefined) => /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];

export function jsonBody(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
