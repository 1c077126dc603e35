import { routes } from '@platform/functions/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';
import { DEMO, session, type Session } from './kit.js';
import { substitute, validParams } from './bad-requests.js';
import { deadSessionToken, installProbe, probeRoute, roundTripProblems } from './round-trip-probe.js';

/**
 * One round trip for every signed-in route (docs/decisions.md, "Sign-in and sessions"), generated
 * over the manifest: each signed-in GET route, called as Acme's owner with Acme's ids, sends its
 * own first read beside the session read, not after it; and called with a session that does not
 * exist it answers 401 having written nothing. The write routes are probed the same way with their
 * valid requests in concurrency.test.ts.
 */
const reads = routes.filter((r) => r.access === 'user' && r.method === 'GET');

let owner: Session;
let client: Session;
let root: Session;
let uninstall: () => void;
beforeAll(async () => {
  useCore();
  uninstall = installProbe();
  [owner, client, root] = await Promise.all([session(...DEMO.agency), session(...DEMO.client), session(...DEMO.root)]);
});
afterAll(() => uninstall());

const pathOf = (template: string) =>
  substitute(template, validParams(template, { rootId: root.companyId, companyId: owner.companyId, userId: owner.userId, clientId: client.companyId }));

describe('a signed-in GET route reads beside its session read', () => {
  it('there are signed-in GET routes to probe', () => {
    expect(reads.length).toBeGreaterThan(50);
  });

  it.each(reads.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_key, route) => {
    const live = await probeRoute(route, pathOf(route.path), owner.access_token);
    expect(roundTripProblems(live, false), `answered ${live.status}`).toEqual([]);
    const dead = await probeRoute(route, pathOf(route.path), await deadSessionToken(owner.access_token));
    expect(roundTripProblems(dead, true)).toEqual([]);
    if (dead.sessionRead) expect(dead.status).toBe(401);
  });
});
