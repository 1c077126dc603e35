import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client reads the browser's storage and origin; a Map stands in for localStorage.
const stored = vi.hoisted(() => {
  const map = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
  Object.assign(globalThis, {
    window: { location: { origin: 'http://acme.localhost' }, localStorage, addEventListener: () => undefined },
  });
  return map;
});

import { onSessionEnded } from '../auth/session-ended';
import { getAccessToken, getRefreshToken, saveTokens, storeSessionForNextPage, subscribeSession } from '../auth/session';
import { apiFile, apiRequest } from './client';
import { ApiError, SessionEndedError } from './errors';

type Handler = (path: string, authorization: string | undefined) => Response | Promise<Response>;

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return handler(new URL(String(input), 'http://acme.localhost').pathname, headers.authorization);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () => json(401, { result: 'error', message: 'Unauthenticated.' });
const tokens = (access: string, refresh: string) =>
  json(200, { access_token: access, refresh_token: refresh, expires_in: 900, token_type: 'Bearer' });
const passthrough = { parse: (data: unknown) => data };
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

let ended = 0;
let stopListening: () => void = () => undefined;

beforeEach(() => {
  stored.clear();
  ended = 0;
  stopListening = onSessionEnded(() => ended++);
  saveTokens({ access_token: 'A', refresh_token: 'RA' });
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the bearer token', async () => {
    const fetchMock = serve((_, auth) => (auth === 'Bearer A' ? json(200, { ok: true }) : unauthenticated()));
    await expect(apiRequest('/user', { schema: passthrough })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews once for concurrent 401s and retries each request with the new token', async () => {
    let refreshes = 0;
    serve(async (path, auth) => {
      if (path === '/api/auth/refresh-token') {
        refreshes++;
        await later();
        return tokens('B', 'RB');
      }
      return auth === 'Bearer B' ? json(200, { ok: path }) : unauthenticated();
    });

    const answers = await Promise.all(['/a', '/b', '/c'].map((p) => apiRequest(p, { schema: passthrough })));

    expect(answers).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBe('B');
    expect(getRefreshToken()).toBe('RB');
  });

  it('does not renew again for a 401 that arrives after the renewal finished', async () => {
    let refreshes = 0;
    let renewed: () => void = () => undefined;
    const renewal = new Promise<void>((resolve) => (renewed = resolve));
    serve(async (path, auth) => {
      if (path === '/api/auth/refresh-token') {
        refreshes++;
        renewed();
        return tokens('B', 'RB');
      }
      if (auth === 'Bearer B') return json(200, { ok: true });
      if (path === '/api/slow') await renewal.then(later);
      return unauthenticated();
    });

    await Promise.all([apiRequest('/fast', { schema: passthrough }), apiRequest('/slow', { schema: passthrough })]);
    expect(refreshes).toBe(1);
  });

  it('ends the session once when the refresh is refused, whoever was waiting', async () => {
    serve(async (path) => {
      if (path === '/api/auth/refresh-token') {
        await later();
        return unauthenticated();
      }
      return unauthenticated();
    });

    const outcomes = await Promise.allSettled(['/a', '/b'].map((p) => apiRequest(p, { schema: passthrough })));

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(SessionEndedError);
    }
    expect(ended).toBe(1);
    expect([...stored.keys()]).toEqual([]);
  });

  it('ends the session when a just-renewed token is refused too', async () => {
    serve((path) => (path === '/api/auth/refresh-token' ? tokens('B', 'RB') : unauthenticated()));
    await expect(apiRequest('/user', { schema: passthrough })).rejects.toBeInstanceOf(SessionEndedError);
    expect(ended).toBe(1);
    expect(getAccessToken()).toBeNull();
  });

  it('ends the session without a refresh call when there is no refresh token', async () => {
    stored.delete('refresh_token');
    const fetchMock = serve(() => unauthenticated());
    await expect(apiRequest('/user', { schema: passthrough })).rejects.toBeInstanceOf(SessionEndedError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toBe(1);
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    serve((path) => {
      if (path === '/api/auth/refresh-token') throw new TypeError('Failed to fetch');
      return unauthenticated();
    });
    await expect(apiRequest('/user', { schema: passthrough })).rejects.toThrow('Failed to fetch');
    expect(ended).toBe(0);
    expect(getRefreshToken()).toBe('RA');
  });

  it("reports a public call's 401 as the server's message, without renewing", async () => {
    const fetchMock = serve(() =>
      json(401, { result: 'error', message: 'These credentials do not match our records for this domain.' }),
    );
    const failure = apiRequest('/login', { method: 'POST', body: {}, schema: passthrough, auth: false });
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'These credentials do not match our records for this domain.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toBe(0);
  });

  it('gives up quietly on a 401 when asked not to renew (sign-out)', async () => {
    const fetchMock = serve(() => unauthenticated());
    await expect(
      apiRequest('/logout', { method: 'POST', schema: passthrough, renewOnUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toBe(0);
    expect(getAccessToken()).toBe('A');
  });

  it('carries field errors of a 422', async () => {
    serve(() => json(422, { result: 'error', message: 'The given data was invalid.', errors: { username: ['Email is required'] } }));
    await expect(apiRequest('/login', { method: 'POST', body: {}, schema: passthrough, auth: false })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { username: ['Email is required'] },
    });
  });
});

describe('a view-mode switch: a token of its own, the next session stored quietly', () => {
  const nextUser = { id: 'u-next' } as unknown as Parameters<typeof storeSessionForNextPage>[1];

  it('a request given a token sends that one; its 401 neither renews nor ends the stored session', async () => {
    const fetchMock = serve((_, auth) => (auth === 'Bearer V' ? unauthenticated() : json(200, { ok: true })));
    await expect(apiRequest('/user', { schema: passthrough, token: 'V' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toBe(0);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['A', 'RA']);
  });

  it('the next session is stored without telling this page', () => {
    let heard = 0;
    const stop = subscribeSession(() => heard++);
    storeSessionForNextPage({ access_token: 'B', refresh_token: 'RB' }, nextUser);
    stop();
    expect(heard).toBe(0);
    expect([getAccessToken(), getRefreshToken(), stored.get('userData')]).toEqual(['B', 'RB', JSON.stringify(nextUser)]);
  });

  it('a request of the page being left, refused after the switch, retries with the stored next token and ends nothing', async () => {
    const fetchMock = serve((path, auth) => {
      if (path === '/api/auth/refresh-token') return tokens('X', 'RX');
      if (auth === 'Bearer A') {
        // The switch completes while this request is on its way; the server has ended A's session.
        storeSessionForNextPage({ access_token: 'B', refresh_token: 'RB' }, nextUser);
        return unauthenticated();
      }
      return auth === 'Bearer B' ? json(200, { ok: true }) : unauthenticated();
    });
    await expect(apiRequest('/campaigns', { schema: passthrough })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/api/campaigns', '/api/campaigns']);
    expect(ended).toBe(0);
    expect(getAccessToken()).toBe('B');
  });
});

describe('apiFile (downloads)', () => {
  it('gives the body and the header that names the file, with the bearer token', async () => {
    serve((_, auth) =>
      auth === 'Bearer A'
        ? new Response('Name,Date\r\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="user-logs-acme.csv"' } })
        : unauthenticated(),
    );
    const file = await apiFile('/configuration/user-logs/1/download');
    expect(await file.blob.text()).toBe('Name,Date\r\n');
    expect(file.contentDisposition).toBe('attachment; filename="user-logs-acme.csv"');
  });

  it('says the API’s message when the file is refused', async () => {
    serve(() => json(403, { result: 'error', message: 'Sales users cannot see user logs.' }));
    await expect(apiFile('/configuration/user-logs/1/download')).rejects.toMatchObject({ status: 403, message: 'Sales users cannot see user logs.' });
  });
});
