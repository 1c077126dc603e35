import type { FakeRequest } from './types.js';

/**
 * Small readers the API-key providers' fakes share (SendGrid, Kartra, ClickFunnels, Mailbox Power):
 * the bearer token, a JSON body and a form-encoded body, each as the provider would see it.
 */

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export function bearerToken(req: FakeRequest): string | undefined {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(.+)$/i.exec(h.trim()) : null;
  return m?.[1];
}

/** The JSON body, or `undefined` when it is not JSON (the fake then answers its provider's 400). */
export function jsonBody(req: FakeRequest): unknown {
  try {
    return JSON.parse(req.rawBody);
  } catch {
    return undefined;
  }
}

/** A form-encoded body with PHP-style keys (`lead[email]`, `actions[0][cmd]`) read into nested objects. */
export function formBody(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!parts) continue;
    const path = [parts[1] as string, ...[...(parts[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = out;
    path.forEach((p, i) => {
      if (i === path.length - 1) node[p] = value;
      else {
        const next = node[p];
        node = (typeof next === 'object' && next !== null ? next : (node[p] = {})) as Record<string, unknown>;
      }
    });
  }
  return out;
}
