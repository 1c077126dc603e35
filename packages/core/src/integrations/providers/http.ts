import { z } from 'zod';
import type { ProviderAnswer } from '../../platform/integration-provider.js';
import { afterSessionConfirmed } from '../../platform/session-gate.js';

/**
 * What the API-key adapters (SendGrid, Kartra, ClickFunnels, Mailbox Power) share: the provider's
 * base URL from the environment, one call with a timeout, and the mapping of an HTTP answer to the
 * delivery worker's outcomes (docs/decisions.md, "Integration providers and their local fakes").
 */

/** How long one provider call may take before it counts as a timeout (retried by the worker). */
export const PROVIDER_TIMEOUT_MS = 8_000;

const zBaseUrl = z.url({ protocol: /^https?$/ });

/** The provider's base URL: the variable when set (the embedded runtime points it at a fake), else the real one. */
export function providerBaseUrl(variable: string, realDefault: string): string {
  const raw = process.env[variable];
  const parsed = zBaseUrl.safeParse(raw && raw.length > 0 ? raw : realDefault);
  if (!parsed.success) throw new Error(`Invalid environment configuration: ${variable}`);
  return parsed.data.replace(/\/+$/, '');
}

/** A provider's HTTP answer, body parsed as JSON when it is JSON. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The call could not be made or was not answered in time. */
export class ProviderUnreachable extends Error {
  constructor(readonly timedOut: boolean, message: string) {
    super(message);
  }
}

export async function callProvider(url: string, init: RequestInit): Promise<HttpAnswer> {
  let res: Response;
  // A signed-in request calls a provider only once its session is live (platform/session-gate.ts).
  await afterSessionConfirmed();
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new ProviderUnreachable(timedOut, timedOut ? `No answer within ${PROVIDER_TIMEOUT_MS / 1000} s` : 'The provider could not be reached');
  }
  const text = await res.text();
  let body: unknown = text;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, headers: res.headers, body };
}

/** A JSON call with a bearer token (ClickFunnels, Mailbox Power). */
export function callWithBearer(url: string, token: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<HttpAnswer> {
  return callWithAuth(url, { authorization: `Bearer ${token}` }, init);
}

/** A JSON call carrying the provider's own credential headers (an API key header, a Bearer token). */
export function callWithAuth(url: string, auth: Record<string, string>, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<HttpAnswer> {
  return callProvider(url, {
    method: init.method,
    headers: { ...auth, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

/** Seconds from a Retry-After header (delta seconds or an HTTP date), if it has one. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export const REFUSED_CREDENTIALS = 'the provider refused the credentials';

/**
 * An HTTP status as the delivery worker reads it: 2xx delivered; 408, 429 and 5xx retried (with
 * the provider's wait when it gave one); 401 and 403 failed as refused credentials; any other 4xx
 * failed with the provider's own message.
 */
export function answerFromStatus(input: {
  status: number;
  message: string;
  retryAfterSeconds?: number | undefined;
  providerRef?: string | undefined;
}): ProviderAnswer {
  const { status, message } = input;
  const base = { status, providerRef: input.providerRef };
  if (status >= 200 && status < 300) return { ...base, outcome: 'delivered', detail: message };
  if (status === 408 || status === 429 || status >= 500) {
    return { ...base, outcome: 'retry', detail: message, retryAfterSeconds: input.retryAfterSeconds };
  }
  if (status === 401 || status === 403) return { ...base, outcome: 'failed', detail: `${REFUSED_CREDENTIALS}: ${message}` };
  return { ...base, outcome: 'failed', detail: message };
}

/** A provider's non-2xx answer, with its message and its Retry-After. */
export function failureOf(a: HttpAnswer, message: string): ProviderAnswer {
  return answerFromStatus({ status: a.status, message, retryAfterSeconds: retryAfterSeconds(a.headers.get('retry-after')) });
}

/**
 * An adapter's `check`: one cheap authenticated call, 200 meaning connected; 401/403 named as
 * refused credentials; anything thrown (unreachable, timeout) said as it is.
 */
export async function checkWith(provider: string, probe: () => Promise<{ status: number; message: () => string }>): Promise<{ ok: true } | { ok: false; detail: string }> {
  try {
    const a = await probe();
    if (a.status === 200) return { ok: true };
    const message = a.message();
    return { ok: false, detail: a.status === 401 || a.status === 403 ? `${REFUSED_CREDENTIALS}: ${message}` : message };
  } catch (e) {
    return { ok: false, detail: e instanceof Error ? e.message : `${provider} could not be reached` };
  }
}

/** A call that got no answer: the provider may still take it later. */
export function unreachableAnswer(e: unknown): ProviderAnswer {
  return { outcome: 'retry', detail: e instanceof Error ? e.message : 'The provider could not be reached' };
}

/** Keeps a provider's message short enough for the delivery log. */
export function clip(message: string, max = 300): string {
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}
