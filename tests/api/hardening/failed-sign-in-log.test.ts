import { describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type Logs = { data: { action: string; name: string; description: string }[] };
const wide = '?start=2020-01-01&end=2030-12-31&per_page=100';

describe('a failed sign-in never lets a stranger write into an agency’s user log', () => {
  it('an unknown username adds no row (it would show as a person in the agency’s logs)', async () => {
    const agency = await session(...DEMO.agency);
    const name = `Injected Person ${Date.now()}`;
    const res = await api('/api/login', { body: { username: name, password: 'whatever', domainName: 'acme.localhost' }, from: '127.0.7.1' });
    expect(res.status).toBe(401);
    const logs = await api<Logs>(`/api/configuration/user-logs/${agency.companyId}${wide}`, { token: agency.access_token });
    expect(logs.status).toBe(200);
    expect(logs.body.data.filter((r) => r.name.toLowerCase() === name.toLowerCase() || r.name.toLowerCase().includes('injected person'))).toEqual([]);
    expect(logs.body.data.filter((r) => r.action === 'login_failed' && r.name.toLowerCase().includes('injected'))).toEqual([]);
  });

  it('a wrong password for a real account is still logged against that account', async () => {
    const agency = await session(...DEMO.agency);
    await api('/api/login', { body: { username: 'admin@demo.test', password: 'wrong password', domainName: 'acme.localhost' }, from: '127.0.7.2' });
    // Only failed sign-ins: other files' rows (some dated ahead by a moved clock) may fill a page.
    const logs = await api<Logs>(`/api/configuration/user-logs/${agency.companyId}${wide}&action=login_failed`, { token: agency.access_token });
    expect(logs.body.data.find((r) => r.action === 'login_failed' && r.description === 'Failed sign-in on acme.localhost')).toBeDefined();
  });
});
