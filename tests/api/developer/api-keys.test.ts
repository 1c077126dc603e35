import { authenticateApiClient, db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
type Role = keyof typeof DEMO;
interface UserApi {
  status: string;
  base_url: string;
  client_id: string | null;
  secret_key: string | null;
  secret_shown_once: boolean;
  user: { id: string; name: string } | null;
  scopes: string[];
  message?: string;
  errors?: Record<string, string[]>;
}
const s = {} as Record<Role, S>;

const generate = (who: S, body: Record<string, unknown>) => api<UserApi>('/api/v1/developer/create/userapi', { token: who.access_token, body });
const read = (who: S, companyId: string) => api<UserApi>(`/api/v1/developer/userapi/${companyId}`, { token: who.access_token });
const agree = (who: S, companyId: string, flag: 'T' | 'F' = 'T', userId = who.userId) =>
  api<{ message: string; status?: string; errors?: Record<string, string[]> }>('/api/agreement/developer', {
    method: 'PUT',
    token: who.access_token,
    body: { user_id: userId, is_marketing_services_agreement_developer: flag, company_id: companyId, company_name: 'x', location_menu: 'Developer', document_type: 'developer' },
  });
const agreements = (who: S, companyId: string) => api<{ status: string; agreements: { user_id: string; agreed_at: string }[] }>(`/api/agreement/developer/${companyId}`, { token: who.access_token });
const acme = () => s.agency.companyId;

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as Role[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

describe('Generate shows the secret once and stores only its hash', () => {
  it('the key holder generates: client id and full secret now, masked afterwards; the stored row never holds the secret', async () => {
    const made = await generate(s.admin, { companyID: acme(), scopes: ['campaigns:read', 'leads:read'] });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ status: 'success', secret_shown_once: true, scopes: ['campaigns:read', 'leads:read'], user: { id: s.admin.userId } });
    expect(made.body.client_id).toMatch(/^ck_[0-9a-f]{32}$/);
    expect(made.body.secret_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(made.body.base_url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/public$/);
    const secret = made.body.secret_key ?? '';

    const again = await read(s.admin, acme());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'success', client_id: made.body.client_id, secret_key: `sk_…${secret.slice(-4)}`, secret_shown_once: false, scopes: ['campaigns:read', 'leads:read'] });

    const row = (await db().entities.apiKey.get({ clientId: made.body.client_id ?? '' }).go()).data;
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(secret.slice(3));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('authenticateApiClient: the new secret works, the rotated one stops at once', () => {
  it('accepts the current secret with its scopes, and refuses the old secret after Generate', async () => {
    const first = (await generate(s.admin, { companyID: acme(), scopes: ['usage:read'] })).body;
    const ok = await authenticateApiClient(first.client_id ?? '', first.secret_key ?? '');
    expect(ok).toMatchObject({ companyId: acme(), rootId: s.root.companyId, clientId: first.client_id, scopes: ['usage:read'] });

    const second = (await generate(s.admin, { companyID: acme() })).body;
    expect(second.client_id).toBe(first.client_id);
    expect(second.secret_key).not.toBe(first.secret_key);
    expect(await authenticateApiClient(first.client_id ?? '', first.secret_key ?? '')).toBeNull();
    const now = await authenticateApiClient(second.client_id ?? '', second.secret_key ?? '');
    expect(now?.keyId).not.toBe(ok?.keyId);
    expect(now?.scopes).toEqual(['campaigns:read', 'campaigns:write', 'leads:read', 'exclusions:write', 'usage:read']);
  });

  it('refuses a wrong secret, an unknown client id and malformed input', async () => {
    const key = (await generate(s.admin, { companyID: acme() })).body;
    const secret = key.secret_key ?? '';
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    expect(await authenticateApiClient(key.client_id ?? '', flipped)).toBeNull();
    expect(await authenticateApiClient(`ck_${'0'.repeat(32)}`, secret)).toBeNull();
    expect(await authenticateApiClient('', '')).toBeNull();
    expect(await authenticateApiClient(key.client_id ?? '', secret.slice(3))).toBeNull();
  });
});

describe('a burst of Generate presses leaves one working secret', () => {
  it('of 10 Generates at once, exactly one answered secret works, and each success is logged', async () => {
    const logged = async () => (await db().entities.audit.query.byCompany({ rootId: s.root.companyId, companyId: acme() }).go({ pages: 'all' })).data.filter((r) => r.action === 'api_key_generated').length;
    const before = await logged();
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate(s.admin, { companyID: acme() })));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const made = answers.filter((a) => a.status === 200).map((a) => a.body);
    expect(made.length).toBeGreaterThan(0);
    const working = await Promise.all(made.map((b) => authenticateApiClient(b.client_id ?? '', b.secret_key ?? '')));
    expect(working.filter(Boolean)).toHaveLength(1);
    expect((await logged()) - before).toBe(made.length);
  });
});

describe('the root\'s "API Key Generated" and "Developer Mode Enabled" filters read real keys', () => {
  it('a generated key marks the company, and the filter lists it', async () => {
    await generate(s.admin, { companyID: acme() });
    const list = await api<{ data: { id: string; is_user_generate_api: string }[] }>(`/api/configuration/companies/${s.root.companyId}/children?per_page=100&filters=api_key_generated,developer_mode`, {
      token: s.root.access_token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.find((r) => r.id === acme())).toMatchObject({ is_user_generate_api: 'T' });
    expect(list.body.data.some((r) => r.id === s.globex.companyId)).toBe(false);
  });
});

describe('generating needs the user\'s own developer agreement', () => {
  it('the owner is refused until they tick the agreement themselves, then may generate', async () => {
    expect((await agreements(s.agency, acme())).body.status).toBe('F');
    const refused = await generate(s.agency, { companyID: acme() });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('agree');
    expect((await agree(s.agency, acme())).body).toMatchObject({ status: 'T' });
    const read = await agreements(s.agency, acme());
    expect(read.body.status).toBe('T');
    expect(read.body.agreements.map((a) => a.user_id)).toEqual(expect.arrayContaining([s.agency.userId, s.admin.userId]));
    expect((await generate(s.agency, { companyID: acme() })).status).toBe(200);
  });

  it('the agreement cannot be recorded without the flag ("Please click agree before you continue")', async () => {
    const res = await agree(s.globex, s.globex.companyId, 'F');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please click agree before you continue');
  });

  it('no one agrees for somebody else', async () => {
    expect((await agree(s.admin, acme(), 'T', s.agency.userId)).status).toBe(403);
    expect((await agree(s.root, acme(), 'T', s.root.userId)).status).toBe(403);
  });
});

describe('generating needs API mode on for the company', () => {
  it('Globex (API mode off) agrees but cannot generate', async () => {
    expect((await agree(s.globex, s.globex.companyId)).status).toBe(200);
    const res = await generate(s.globex, { companyID: s.globex.companyId });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('API mode is not enabled');
  });

  it('a client without API mode cannot generate, and sees no key', async () => {
    expect((await agree(s.client, s.client.companyId)).status).toBe(200);
    expect((await generate(s.client, { companyID: s.client.companyId })).status).toBe(403);
    expect((await read(s.client, s.client.companyId)).body).toMatchObject({ status: 'none', client_id: null, secret_key: null });
  });
});

describe('who may see and generate a company\'s key', () => {
  it('the root and the company\'s own users see it masked; the root cannot generate it', async () => {
    for (const who of [s.root, s.admin, s.agency]) {
      const res = await read(who, acme());
      expect(res.status).toBe(200);
      expect(res.body.secret_key).toMatch(/^sk_…/);
    }
    expect((await generate(s.root, { companyID: acme() })).status).toBe(403);
  });

  it('a client, another agency and its client see nothing of Acme\'s key (404)', async () => {
    for (const who of [s.client, s.globex, s.client2]) {
      expect((await read(who, acme())).status).toBe(404);
      expect((await generate(who, { companyID: acme() })).status).toBe(404);
      expect((await agreements(who, acme())).status).toBe(404);
      expect((await agree(who, acme())).status).toBe(404);
    }
  });

  it('sales are refused', async () => {
    expect((await read(s.sales, acme())).status).toBe(403);
    expect((await generate(s.sales, { companyID: acme() })).status).toBe(403);
  });

  it('the platform itself holds no key', async () => {
    expect((await read(s.root, s.root.companyId)).status).toBe(404);
  });

  it('an agency sees its own client\'s key state', async () => {
    expect((await read(s.admin, s.client.companyId)).status).toBe(200);
  });
});
