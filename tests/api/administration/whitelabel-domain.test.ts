import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { newAgency } from '../payments/gateway.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<'root' | 'agency' | 'client', S>;

beforeAll(async () => {
  useCore();
  for (const who of ['root', 'agency', 'client'] as const) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

interface Answer {
  is_whitelabeling: string;
  subdomain: string | null;
  domain: string | null;
  host: string;
  url: string;
}
const ask = (token: string) => api<Answer>('/api/company/whitelabel-domain', { token });

describe('White-label domain: the address an agency gives its clients', () => {
  it('a white-label agency and its clients: the agency’s own host', async () => {
    const agency = await ask(s.agency.access_token);
    expect(agency.status).toBe(200);
    expect(agency.body).toMatchObject({ is_whitelabeling: 'T', subdomain: 'acme', host: 'acme.localhost' });
    expect(agency.body.url).toMatch(/^https?:\/\/acme\.localhost(:\d+)?\/$/);
    expect((await ask(s.client.access_token)).body).toEqual(agency.body);
  });

  it('the root’s users, and an agency on a non-white-label package: the platform’s address', async () => {
    expect((await ask(s.root.access_token)).body).toMatchObject({ is_whitelabeling: 'F', host: 'localhost' });
    const a = await newAgency('wld');
    await api('/api/configuration/package', { method: 'PUT', token: s.root.access_token, body: { company_id: a.companyId, package_id: 'WM', fee: '50' } });
    expect((await ask(a.access_token)).body).toMatchObject({ is_whitelabeling: 'T' });
    await api('/api/configuration/package', { method: 'PUT', token: s.root.access_token, body: { company_id: a.companyId, package_id: 'NWM', fee: '50' } });
    expect((await ask(a.access_token)).body).toMatchObject({ is_whitelabeling: 'F', host: 'localhost' });
  });
});
