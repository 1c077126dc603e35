import type { ErrorResponse } from '@platform/core/contracts';
import { vi } from 'vitest';

/** What a fake route is handed: the path's :params, the query string and the JSON body sent. */
export interface FakeRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** An answer other than 200 (a refusal, a 422 with field errors), or one held back until released. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown) => new Reply(status, body);
/** A refusal in the platform's error shape: its message, and the fields' own messages if any. */
export const refuse = (status: number, message: string, errors?: Record<string, string[]>) =>
  new Reply(status, { result: 'error', message, ...(errors ? { errors } : {}) } satisfies ErrorResponse);

type Handler = (request: FakeRequest) => unknown;

/**
 * The platform's API as a page's component test sees it: `window.fetch` answering the routes given,
 * keyed "METHOD /path" with `:name` segments (the app's own paths, without `/api`). The page's real
 * API client, contracts and schemas run; only the network is replaced, so no platform is needed.
 * A route not listed answers 404, which fails the test that did not expect the call. A handler may
 * return a value (200 JSON), a `reply(status, body)`, or a promise of either (to hold an answer back).
 */
export function fakeApi(routes: Record<string, Handler>) {
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const names: string[] = [];
    const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, regex: new RegExp(`^/api${source}$`), names, handler };
  });
  const calls: { key: string; request: FakeRequest }[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const query = Object.fromEntries(url.searchParams);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    for (const route of table) {
      const match = route.method === method ? route.regex.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      const request = { params, query, body };
      calls.push({ key: `${method} ${url.pathname.slice(4)}`, request });
      const answer = await route.handler(request);
      return answer instanceof Reply ? json(answer.status, answer.body) : json(200, answer);
    }
    calls.push({ key: `${method} ${url.pathname.slice(4)}`, request: { params: {}, query, body } });
    return json(404, { result: 'error', message: `No fake route for ${method} ${url.pathname}` } satisfies ErrorResponse);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    /** The requests made to one concrete path ("GET /configuration/companies/root-1/children"), oldest first. */
    calls: (key: string) => calls.filter((c) => c.key === key).map((c) => c.request),
    /** Every request made, as "METHOD /path". */
    all: () => calls.map((c) => c.key),
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
