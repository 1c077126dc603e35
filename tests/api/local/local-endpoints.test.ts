import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const local = async (path: string, init?: { method?: string; body?: unknown }) => {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: init?.method ?? 'GET',
    ...(init?.body !== undefined ? { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the embedded runtime moves its clock for tests of time (POST /_local/clock)', () => {
  afterAll(async () => {
    await local('/_local/clock', { method: 'POST', body: { offsetMs: 0 } });
  });

  it('moves the platform clock forward and back', async () => {
    const moved = await local('/_local/clock', { method: 'POST', body: { offsetMs: 86_400_000 } });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetMs).toBe(86_400_000);
    expect(Date.parse(String(moved.body.now)) - Date.now()).toBeGreaterThan(86_000_000);
    const back = await local('/_local/clock', { method: 'POST', body: { offsetMs: 0 } });
    expect(back.body.offsetMs).toBe(0);
  });

  it('refuses a negative or missing offset and keeps the clock', async () => {
    expect((await local('/_local/clock', { method: 'POST', body: { offsetMs: -5 } })).status).toBe(422);
    expect((await local('/_local/clock', { method: 'POST', body: {} })).status).toBe(422);
    expect((await local('/_local/clock')).body.offsetMs).toBe(0);
  });
});

describe('schedules and queues of the manifest run in-process', () => {
  it('lists every worker queue with its dead-letter queue', async () => {
    const res = await local('/_local/queues');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.queues)).toBe(true);
  });

  it('fires the schedules due now at once, and then none again until they are due (POST /_local/schedules/tick)', async () => {
    const first = await local('/_local/schedules/tick', { method: 'POST' });
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body.fired)).toBe(true);
    expect((await local('/_local/schedules/tick', { method: 'POST' })).body).toEqual({ fired: [] });
  });

  it('answers 404 for a schedule or queue the manifest does not have', async () => {
    expect((await local('/_local/schedules/no-such-schedule/run', { method: 'POST' })).status).toBe(404);
    expect((await local('/_local/queues/no-such-queue/drain', { method: 'POST' })).status).toBe(404);
  });
});
