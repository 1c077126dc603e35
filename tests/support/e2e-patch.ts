import type { Page, Route } from '@playwright/test';

type Json = Record<string, unknown>;

/**
 * Changes one field or another of a real API answer on its way to the page, to put a demo user in
 * a state the demo data does not have (payment failed, setup incomplete, payouts off, ...). The
 * server still answers; only what the browser sees of it differs.
 */
export async function patchAnswer(page: Page, url: string | RegExp, patch: (body: Json) => Json): Promise<void> {
  await page.route(url, async (route) => {
    const response = await fetchFromServer(route);
    if (!response.ok()) return route.fulfill({ response });
    await route.fulfill({ response, json: patch((await response.json()) as Json) });
  });
}

/** The signed-in user's data (GET /api/user). */
export const patchUser = (page: Page, fields: Json) => patchAnswer(page, /\/api\/user$/, (body) => ({ ...body, ...fields }));

/** The setup check (GET /api/user/checksetupcomplete/{id}). */
export const patchSetupCheck = (page: Page, patch: (body: Json) => Json) => patchAnswer(page, /\/api\/user\/checksetupcomplete\//, patch);

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
