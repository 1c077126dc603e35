import { routes } from '../../../packages/functions/src/routes.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';
import { api, DEMO, session, type Role, type Session } from './kit.js';
import { validRequests, type Prepared } from './valid-requests.js';

/**
 * Issue 18's concurrency rule for every write route of the manifest: the same request sent 20
 * times at once leaves the state one request leaves. Each route's valid request and what to read
 * after it are in valid-requests.ts; a new write route without a row there fails here.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = routes.filter((r) => WRITES.has(r.method)).map((r) => `${r.method} ${r.path}`);
const BURST = 20;

const s = {} as Record<Role, Session>;
beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as Role[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const send = (method: string, p: Prepared) =>
  api(p.path, { method, ...(p.body !== undefined ? { body: p.body } : {}), ...(p.token ? { token: p.token } : {}), ...(p.from ? { from: p.from } : {}) });

describe('a burst of 20 identical writes leaves the state of one', () => {
  it('every write route of the manifest has a valid request (or a stated reason) in valid-requests.ts', () => {
    const missing = writeRoutes.filter((key) => !validRequests[key]).map((key) => `add a valid request for ${key}`);
    expect(missing).toEqual([]);
    const stale = Object.keys(validRequests).filter((key) => !writeRoutes.includes(key));
    expect(stale, 'rows for routes that are not in the manifest').toEqual([]);
  });

  it.each(writeRoutes)('%s', async (key) => {
    const row = validRequests[key];
    if (!row) throw new Error(`add a valid request for ${key} to tests/api/generated/valid-requests.ts`);
    if ('exempt' in row) {
      expect(row.exempt.length, 'say why repeats of this route are meant to act each time').toBeGreaterThan(20);
      return;
    }
    const method = key.split(' ')[0] ?? 'POST';
    const [one, many] = [await row.prepare({ s }), await row.prepare({ s })];
    const single = await send(method, one);
    expect(single.status, `the row's request is valid: ${JSON.stringify(single.body).slice(0, 300)}`).toBeLessThan(300);
    const answers = await Promise.all(Array.from({ length: BURST }, () => send(method, many)));
    const errors = answers.filter((a) => a.status >= 500);
    expect(errors.map((a) => JSON.stringify(a.body)), 'no request of the burst fails inside').toEqual([]);
    expect(answers.some((a) => a.status < 300), 'at least one request of the burst succeeds').toBe(true);
    expect(await many.state()).toEqual(await one.state());
  });
});
