import type { Route } from '@playwright/test';

/**
 * The real answer to an intercepted request. Playwright fetches it from Node, which does not resolve
 * `*.localhost` as browsers do, so it goes to the loopback address with the tenant's Host header.
 */
export function fetchFromServer(route: Route) {
  const request = route.request();
  const original = new URL(request.url());
  const direct = new URL(original);
  direct.hostname = '127.0.0.1';
  return route.fetch({ url: direct.toString(), headers: { ...request.headers(), host: original.host } });
}
