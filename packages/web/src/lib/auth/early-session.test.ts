// @vitest-environment jsdom
/**
 * A stored session's user and setup check are asked for by index.html before the app's scripts
 * arrive; the guards' first reads take those answers instead of asking again (docs/decisions.md,
 * Performance budgets).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './get-current-user';
import { fetchSetupCheck } from './get-setup-check';
import { setupCheck, userData } from '../../test/users';

const EARLY = userData({ name: 'Early Answer' });
const LATER = userData({ name: 'Asked Again' });
const USER_ID = EARLY.id;
const SETUP_EARLY = setupCheck({ setupcomplete: 'T' });
const SETUP_LATER = setupCheck({ setupcomplete: 'F' });

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.setItem('access_token', 'token-a');
});

afterEach(() => {
  window.__session = undefined;
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a signed-in visit reads the user and setup check index.html asked for", () => {
  it('the first reads take the early answers and ask nothing more; later reads ask again', async () => {
    const fetchSpy = vi.fn((url: URL) => Promise.resolve(answer(200, String(url).includes('checksetupcomplete') ? SETUP_LATER : LATER)));
    vi.stubGlobal('fetch', fetchSpy);
    window.__session = {
      user: { token: 'token-a', response: Promise.resolve(answer(200, EARLY)) },
      setup: Promise.resolve({ token: 'token-a', userId: USER_ID, response: Promise.resolve(answer(200, SETUP_EARLY)) }),
    };
    expect(await fetchCurrentUser()).toEqual(EARLY);
    expect(await fetchSetupCheck(USER_ID)).toEqual(SETUP_EARLY);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await fetchCurrentUser()).toEqual(LATER);
    expect(await fetchSetupCheck(USER_ID)).toEqual(SETUP_LATER);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('an early answer sent with a token the session no longer holds is not used', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(answer(200, LATER)));
    vi.stubGlobal('fetch', fetchSpy);
    window.__session = { user: { token: 'token-old', response: Promise.resolve(answer(200, EARLY)) } };
    expect(await fetchCurrentUser()).toEqual(LATER);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('an early error or network failure is asked again, through the session renewal every read has', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(answer(200, LATER)));
    vi.stubGlobal('fetch', fetchSpy);
    window.__session = { user: { token: 'token-a', response: Promise.resolve(answer(401, { message: 'Unauthenticated.' })) } };
    expect(await fetchCurrentUser()).toEqual(LATER);
    window.__session = { user: { token: 'token-a', response: Promise.reject(new TypeError('Failed to fetch')) } };
    expect(await fetchCurrentUser()).toEqual(LATER);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("a setup check started for another user is not used for this one's", async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(answer(200, SETUP_LATER)));
    vi.stubGlobal('fetch', fetchSpy);
    window.__session = { setup: Promise.resolve({ token: 'token-a', userId: 'someone-else', response: Promise.resolve(answer(200, SETUP_EARLY)) }) };
    expect(await fetchSetupCheck(USER_ID)).toEqual(SETUP_LATER);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
