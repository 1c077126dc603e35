import { citiesAnswerSchema, statesAnswerSchema } from '@platform/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO, session } from '../client.js';

type Session = Awaited<ReturnType<typeof session>>;
let client: Session;
let agency: Session;

beforeAll(async () => {
  client = await session(...DEMO.client);
  agency = await session(...DEMO.agency);
});

/** The answer with its headers (the cache rule is in a header). */
async function get(path: string, token?: string) {
  const res = await fetch(`${inject('apiUrl')}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('a signed-in user lists the US states', () => {
  it('answers the 50 states and DC by name, Texas as TX, kept by the browser for a day', async () => {
    const res = await get('/api/general/state', client.access_token);
    expect(res.status).toBe(200);
    const { states } = statesAnswerSchema.parse(res.body);
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ code: 'TX', name: 'Texas' });
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
  });
});

describe("a signed-in user lists a state's cities", () => {
  it('Texas lists Austin, Houston and Dallas, sorted and without repeats', async () => {
    const res = await get('/api/general/state/TX/cities', agency.access_token);
    expect(res.status).toBe(200);
    const { state, cities } = citiesAnswerSchema.parse(res.body);
    expect(state).toBe('TX');
    expect(cities).toEqual(expect.arrayContaining(['Austin', 'Houston', 'Dallas']));
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it('a lower-case code names the same state', async () => {
    const res = await get('/api/general/state/tx/cities', agency.access_token);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('TX');
  });

  it('an unknown state is a 404 that says so, and is not kept', async () => {
    const res = await get('/api/general/state/ZZ/cities', client.access_token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ result: 'error', message: expect.stringContaining('There is no US state with the code "ZZ"') });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the states and cities are for signed-in users only', () => {
  it.each(['/api/general/state', '/api/general/state/TX/cities'])('%s without a session is a 401', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
