import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { domainInfoSchema, type DomainInfo } from '@platform/core/contracts';
import { apiRequest, read } from '../api/client';
import { isApiError } from '../api/errors';

declare global {
  interface Window {
    /** The domain-info request index.html starts before the app's scripts load (see index.html). */
    __domainInfo?: { host: string; response: Promise<Response> } | undefined;
  }
}

/** index.html's early request for this host, taken once: a later fetch (a retry) asks again. */
function takeEarlyRequest(host: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__domainInfo;
  if (!early || early.host !== host) return undefined;
  window.__domainInfo = undefined;
  return early.response;
}

/**
 * GET /api/domain-info: whose platform this host is, and its brand. Public. Nothing shows before the
 * brand is known, so index.html starts this request while the entry's scripts are still arriving,
 * and the first fetch reads that answer; if it failed on the network, the request is made again.
 */
export async function fetchDomainInfo(host: string, signal?: AbortSignal): Promise<DomainInfo> {
  const early = await takeEarlyRequest(host)?.catch(() => undefined);
  if (early) return read(early, domainInfoSchema);
  return apiRequest('/domain-info', {
    query: { domainorsub: host },
    schema: domainInfoSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });
}

/** The query key of a host's domain info in the app's query client (./domain-info-query.ts). */
export const domainInfoKey = (host: string) => ['domain-info', host] as const;

/**
 * The host's domain info as the entry knows it, without TanStack Query, which the sign-in page's
 * first visit does without (docs/decisions.md, Performance budgets): App waits on it to theme the
 * app or show that the domain is not registered.
 */
export type DomainInfoState = { status: 'pending' } | { status: 'success'; data: DomainInfo } | { status: 'error'; error: unknown };

let state: DomainInfoState = { status: 'pending' };
let started = false;
const listeners = new Set<() => void>();
const settle = (next: DomainInfoState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** A server error or a network failure may pass; a 4xx answer (an unknown host) will not. */
const RETRY_DELAYS_MS = [1000, 2000];

/** Loads this host's domain info once (the early request first); a 5xx or a network failure is tried again twice. */
export function startDomainInfo(host = window.location.hostname): void {
  if (started) return;
  started = true;
  const attempt = async (n: number): Promise<DomainInfo> => {
    try {
      return await fetchDomainInfo(host);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[n];
      if ((isApiError(error) && error.status < 500) || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      return attempt(n + 1);
    }
  };
  attempt(0).then(
    (data) => settle({ status: 'success', data }),
    (error: unknown) => settle({ status: 'error', error }),
  );
}

export function useDomainInfoState(): DomainInfoState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/**
 * Once the query client loads: it starts from the answer the entry already has (no second
 * request), and a later answer of its own (after the general settings change the brand) re-themes
 * the app.
 */
export function shareDomainInfo(client: QueryClient, host = window.location.hostname): void {
  const key = domainInfoKey(host);
  const seed = () => {
    if (state.status === 'success' && client.getQueryData(key) === undefined) client.setQueryData(key, state.data);
  };
  seed();
  listeners.add(seed);
  client.getQueryCache().subscribe((event) => {
    const [scope, eventHost] = event.query.queryKey;
    if (event.type !== 'updated' || event.action.type !== 'success' || scope !== key[0] || eventHost !== host) return;
    const data = event.query.state.data as DomainInfo | undefined;
    if (data && (state.status !== 'success' || state.data !== data)) settle({ status: 'success', data });
  });
}
