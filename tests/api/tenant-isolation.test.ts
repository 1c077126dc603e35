import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from './client.js';

type Session = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, Session>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const userPaths = (userId: string) => [`/api/user/${userId}`, `/api/user/checksetupcomplete/${userId}`];

describe("tenant isolation: nobody reads a user or company outside their reach", () => {
  it.each([
    ['Globex owner → Acme owner', 'globex', 'agency'],
    ['Globex owner → Acme admin', 'globex', 'admin'],
    ['Globex owner → Acme client', 'globex', 'client'],
    ['Globex client → Acme owner', 'client2', 'agency'],
    ['Globex client → Acme client', 'client2', 'client'],
    ['Acme owner → Globex owner', 'agency', 'globex'],
    ['Acme owner → Globex client', 'agency', 'client2'],
    ['Acme admin → Globex client', 'admin', 'client2'],
    ['Acme client → Acme owner', 'client', 'agency'],
    ['Acme client → Globex client', 'client', 'client2'],
    ['Acme owner → the root user', 'agency', 'root'],
    ['Acme client → the root user', 'client', 'root'],
    ['sales (assigned Acme) → Globex owner', 'sales', 'globex'],
    ['sales (assigned Acme) → Globex client', 'sales', 'client2'],
  ] as const)('%s is refused with 404 (as if it did not exist)', async (_name, who, target) => {
    for (const path of userPaths(s[target].userId)) {
      const res = await api(path, { token: s[who].access_token });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ result: 'error', message: 'User not found.' });
    }
  });

  it.each([
    ['root → any user of its tree', 'root', ['sales', 'agency', 'admin', 'client', 'globex', 'client2']],
    ['Acme owner → its staff and clients', 'agency', ['admin', 'client']],
    ['Acme admin → its agency and clients', 'admin', ['agency', 'client']],
    ['sales → its assigned agency and its clients', 'sales', ['agency', 'admin', 'client']],
    ['Globex owner → its client', 'globex', ['client2']],
  ] as const)('%s is allowed', async (_name, who, targets) => {
    for (const target of targets) {
      const res = await api<{ email: string }>(`/api/user/${s[target].userId}`, { token: s[who].access_token });
      expect(res.status, target).toBe(200);
      expect(res.body.email).toBe(DEMO[target][0]);
    }
  });

  it('an id that does not exist gets the same 404', async () => {
    const res = await api('/api/user/00000000-0000-0000-0000-000000000000', { token: s.root.access_token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ result: 'error', message: 'User not found.' });
  });

  it('an oversized id is a validation error, not a lookup', async () => {
    const res = await api(`/api/user/${'x'.repeat(65)}`, { token: s.root.access_token });
    expect(res.status).toBe(422);
  });
});
