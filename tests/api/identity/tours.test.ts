import { describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { member } from '../generated/kit.js';

describe('Dashboard tour: finished or skipped once, remembered for the user', () => {
  it('a new user has done no tour; marking it done shows in their user data and stays once when repeated', async () => {
    const m = await member();
    const before = await api<{ tours_done?: string[] }>('/api/user', { token: m.token });
    expect(before.body.tours_done ?? []).toEqual([]);
    const answers = await Promise.all([1, 2, 3].map(() => api<{ tours_done: string[] }>('/api/user/tours', { method: 'PUT', token: m.token, body: { tour: 'dashboard' } })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await api<{ tours_done?: string[] }>('/api/user', { token: m.token })).body.tours_done).toEqual(['dashboard']);
  });

  it('an unknown tour is 422 and changes nothing; without a session 401', async () => {
    const m = await member();
    expect((await api('/api/user/tours', { method: 'PUT', token: m.token, body: { tour: 'billing' } })).status).toBe(422);
    expect((await api<{ tours_done?: string[] }>('/api/user', { token: m.token })).body.tours_done ?? []).toEqual([]);
    expect((await api('/api/user/tours', { method: 'PUT', body: { tour: 'dashboard' } })).status).toBe(401);
  });
});
