import { beforeAll, describe, expect, it } from 'vitest';
import { db, fixedClock, getIntegration, loadConnection, oauthCallback, STATE_EXPIRED, webhookCredentialsSchema } from '@platform/core';
import { api, DEMO, newClient, session, signIn } from '../client.js';
import { useCore } from '../core.js';
import { consentThroughGoHighLevel } from './consent.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
/** A client of Acme made for this file, so its integrations are its own. */
let mine: S;

interface Saved {
  result: string;
  message: string;
  secret?: string;
  integration: { id: string; type: string; status: string; connected: boolean; campaign_ids: string[]; settings: Record<string, unknown>; previous_secret_expires_at?: string };
}

const hook = 'http://127.0.0.1:9/_local/webhook-receiver/integrations-test';
const saveWebhook = (token: string, companyId: string, extra: Record<string, unknown> = {}) =>
  api<Saved>('/api/saveintegration', { token, body: { company_id: companyId, type: 'webhook', campaign_ids: [], settings: { url: hook }, ...extra } });

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  const c = await newClient('integrations');
  const tokens = await signIn(c.email, c.domain, c.password);
  const me = await api<{ id: string; company_id: string }>('/api/user', { token: tokens.body.access_token });
  mine = { ...tokens.body, userId: me.body.id, companyId: me.body.company_id };
});

describe('a client connects a webhook and sees its secret once', () => {
  it('answers "Changes saved successfully", the integration with its id, and a whsec_ secret', async () => {
    const res = await saveWebhook(mine.access_token, mine.companyId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Changes saved successfully');
    expect(res.body.integration).toMatchObject({ type: 'webhook', status: 'connected', connected: true, settings: { url: hook } });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const read = await api<Saved>(`/api/integrations/${mine.companyId}/${res.body.integration.id}`, { token: mine.access_token });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(res.body.secret);
    expect(JSON.stringify(read.body)).not.toContain('whsec_');
    const list = await api<{ integrations: { type: string; connected: boolean; connections: unknown[] }[] }>(`/api/integrations/${mine.companyId}`, { token: mine.access_token });
    expect(list.body.integrations.map((c) => c.type)).toEqual(['gohighlevel', 'googlesheets', 'webhook', 'sendgrid', 'kartra', 'clickfunnels', 'mailboxpower']);
    expect(list.body.integrations.find((c) => c.type === 'webhook')?.connected).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });

  it('saving the same webhook again changes its settings and shows no secret', async () => {
    const made = await saveWebhook(mine.access_token, mine.companyId);
    const again = await saveWebhook(mine.access_token, mine.companyId, { id: made.body.integration.id, settings: { url: `${hook}-2`, description: 'CRM' } });
    expect(again.status).toBe(200);
    expect(again.body.secret).toBeUndefined();
    expect(again.body.integration).toMatchObject({ id: made.body.integration.id, settings: { url: `${hook}-2`, description: 'CRM' } });
  });

  it('refuses a URL that is not one, and campaigns that are not the company’s', async () => {
    expect((await saveWebhook(mine.access_token, mine.companyId, { settings: { url: 'not a url' } })).status).toBe(422);
    const bobs = (await db().entities.campaign.query.byCompany({ rootId: await getRoot(), companyId: s.client.companyId }).go()).data;
    expect(bobs.length).toBeGreaterThan(0);
    const res = await saveWebhook(mine.access_token, mine.companyId, { campaign_ids: [bobs[0]?.campaignId] });
    expect(res.status).toBe(422);
  });
});

async function getRoot(): Promise<string> {
  const me = await api<{ company_root_id?: string; companyRootId?: string }>('/api/user', { token: s.client.access_token });
  return me.body.company_root_id ?? me.body.companyRootId ?? '';
}

describe('who may read and change a company’s integrations', () => {
  let id = '';
  beforeAll(async () => {
    id = (await saveWebhook(mine.access_token, mine.companyId)).body.integration.id;
  });

  it.each([
    ['its agency’s owner', 'agency'],
    ['its agency’s administrator', 'admin'],
    ['the root', 'root'],
  ] as const)('%s may read it but not change it', async (_name, who) => {
    const token = s[who].access_token;
    expect((await api(`/api/integrations/${mine.companyId}`, { token })).status).toBe(200);
    expect((await api(`/api/integrations/${mine.companyId}/${id}`, { token })).status).toBe(200);
    expect((await saveWebhook(token, mine.companyId)).status).toBe(403);
    expect((await api(`/api/integrations/${mine.companyId}/${id}`, { token, method: 'DELETE' })).status).toBe(403);
    expect((await api(`/api/integrations/${mine.companyId}/${id}/rotate-secret`, { token, method: 'POST' })).status).toBe(403);
  });

  it.each([
    ['another agency’s owner', 'globex'],
    ['another agency’s client', 'client2'],
    ['another client of the same agency', 'client'],
    ['sales', 'sales'],
  ] as const)('%s is answered as if it did not exist', async (_name, who) => {
    const token = s[who].access_token;
    for (const [path, method] of [
      [`/api/integrations/${mine.companyId}`, 'GET'],
      [`/api/integrations/${mine.companyId}/${id}`, 'GET'],
      [`/api/integrations/${mine.companyId}/${id}`, 'DELETE'],
      [`/api/integrations/${mine.companyId}/${id}/rotate-secret`, 'POST'],
      [`/api/integrations/${mine.companyId}/${id}/options/lists`, 'GET'],
      [`/api/integrations/${mine.companyId}/oauth/gohighlevel/authurl`, 'GET'],
    ] as const) {
      const res = await api(path, { token, method });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await saveWebhook(token, mine.companyId)).status).toBe(404);
  });

  it('an integration id of another company is not found under one’s own company', async () => {
    const token = s.client.access_token;
    for (const [path, method] of [
      [`/api/integrations/${s.client.companyId}/${id}`, 'GET'],
      [`/api/integrations/${s.client.companyId}/${id}`, 'DELETE'],
      [`/api/integrations/${s.client.companyId}/${id}/rotate-secret`, 'POST'],
      [`/api/integrations/${s.client.companyId}/${id}/options/tags`, 'GET'],
    ] as const) {
      const res = await api(path, { token, method });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await saveWebhook(token, s.client.companyId, { id })).status).toBe(404);
  });
});

describe('credentials are kept encrypted and never answered', () => {
  it('the stored item holds only ciphertext, sealed to its company and integration', async () => {
    const res = await saveWebhook(mine.access_token, mine.companyId);
    const secret = res.body.secret as string;
    const raw = await db().entities.integration.query.byCompany({ rootId: await getRoot(), companyId: mine.companyId }).go();
    const item = raw.data.find((i) => i.integrationId === res.body.integration.id);
    expect(item?.credentials).toBeTruthy();
    expect(JSON.stringify(item)).not.toContain(secret);
    expect(JSON.stringify(item)).not.toContain(secret.slice(6, 30));
    const { credentials } = await loadConnection(await getRoot(), res.body.integration.id);
    expect(webhookCredentialsSchema.parse(credentials).secrets[0]?.secret).toBe(secret);
  });

  it('API-key credentials refused by the provider are not saved, with the provider’s words', async () => {
    const res = await api<{ message: string }>('/api/saveintegration', { token: mine.access_token, body: { company_id: mine.companyId, type: 'sendgrid', campaign_ids: [], settings: {}, credentials: { apiKey: 'SG.wrong' } } });
    expect([400, 422]).toContain(res.status);
    const list = await api<{ integrations: { type: string; connected: boolean }[] }>(`/api/integrations/${mine.companyId}`, { token: mine.access_token });
    expect(list.body.integrations.find((c) => c.type === 'sendgrid')?.connected).toBe(false);
  });
});

describe('rotating a webhook secret keeps the old one signing for 24 hours', () => {
  it('shows the new secret once; both sign until the overlap ends', async () => {
    const made = await saveWebhook(mine.access_token, mine.companyId);
    const id = made.body.integration.id;
    const before = Date.now();
    const rotated = await api<{ secret: string; previous_secret_expires_at: string }>(`/api/integrations/${mine.companyId}/${id}/rotate-secret`, { token: mine.access_token, method: 'POST' });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(made.body.secret);
    const ends = Date.parse(rotated.body.previous_secret_expires_at);
    expect(ends - before).toBeGreaterThanOrEqual(24 * 3600_000 - 5_000);
    expect(ends - before).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    const read = await api<Saved>(`/api/integrations/${mine.companyId}/${id}`, { token: mine.access_token });
    expect(read.body.integration.previous_secret_expires_at).toBe(rotated.body.previous_secret_expires_at);
    expect(JSON.stringify(read.body)).not.toContain('whsec_');
    const { credentials } = await loadConnection(await getRoot(), id);
    expect(webhookCredentialsSchema.parse(credentials).secrets).toEqual([{ secret: rotated.body.secret }, { secret: made.body.secret, expiresAt: rotated.body.previous_secret_expires_at }]);
  });
});

describe('disconnecting deletes the credentials', () => {
  it('the integration stays, disconnected, with nothing to open', async () => {
    const made = await saveWebhook(mine.access_token, mine.companyId);
    const id = made.body.integration.id;
    const res = await api<Saved>(`/api/integrations/${mine.companyId}/${id}`, { token: mine.access_token, method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.integration).toMatchObject({ status: 'disconnected', connected: false });
    const item = await getIntegration(await getRoot(), id);
    expect(item?.credentials).toBeUndefined();
    await expect(loadConnection(await getRoot(), id)).rejects.toThrow(/disconnected/);
  });
});

describe('OAuth connect: the state is used once and expires', () => {
  it('a client connects GoHighLevel through the consent page and lands on its integration page', async () => {
    const auth = await api<{ url: string }>(`/api/integrations/${mine.companyId}/oauth/gohighlevel/authurl`, { token: mine.access_token });
    expect(auth.status).toBe(200);
    const { callback: back, landing, id } = await consentThroughGoHighLevel(auth.body.url);
    expect(back).toContain('/api/integrations/oauth/callback?');
    expect(landing).toMatch(/^http:\/\/acme\.localhost:\d+\/integrations\/[0-9a-f-]{36}\?connected=1$/);
    const read = await api<Saved>(`/api/integrations/${mine.companyId}/${id}`, { token: mine.access_token });
    expect(read.body.integration).toMatchObject({ type: 'gohighlevel', connected: true });
    expect(JSON.stringify(read.body)).not.toMatch(/ghl(at|rt)_/);
    // The same state a second time: refused.
    const replay = await fetch(back, { redirect: 'manual' });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toBe(STATE_EXPIRED);
    // Disconnect revokes and forgets the tokens.
    const off = await api<Saved>(`/api/integrations/${mine.companyId}/${id}`, { token: mine.access_token, method: 'DELETE' });
    expect(off.body.integration.connected).toBe(false);
  });

  it('a state older than ten minutes is refused', async () => {
    const auth = await api<{ url: string }>(`/api/integrations/${mine.companyId}/oauth/gohighlevel/authurl`, { token: mine.access_token });
    const state = new URL(auth.body.url).searchParams.get('state') as string;
    const later = fixedClock(new Date(Date.now() + 11 * 60_000));
    expect(await oauthCallback({ state, code: 'anything' }, {}, later)).toEqual({ error: STATE_EXPIRED });
  });

  it('a made-up state is refused', async () => {
    const res = await api(`/api/integrations/oauth/callback?state=${encodeURIComponent(`${await getRoot()}.made-up`)}&code=x`);
    expect(res.status).toBe(400);
  });
});

describe("demo data: Bob's Bakery's webhook to the local receiver and GoHighLevel connection", () => {
  it('both are connected and deliver his campaigns; GoHighLevel answers with its tags', async () => {
    const token = s.client.access_token;
    const list = await api<{ integrations: { type: string; connections: Saved['integration'][] }[] }>(`/api/integrations/${s.client.companyId}`, { token });
    const hook = list.body.integrations.find((c) => c.type === 'webhook')?.connections.find((c) => c.settings.description === 'Local webhook receiver (demo)');
    expect(hook).toMatchObject({ connected: true, settings: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/_local\/webhook-receiver\/bobs-bakery$/) } });
    expect(hook?.campaign_ids.length).toBeGreaterThan(0);
    const ghl = list.body.integrations.find((c) => c.type === 'gohighlevel')?.connections[0];
    expect(ghl).toMatchObject({ connected: true, settings: { locationId: 'locBobsBakery0000001' } });
    const tags = await api<{ options: unknown[] }>(`/api/integrations/${s.client.companyId}/${ghl?.id}/options/tags`, { token });
    expect(tags.status).toBe(200);
    expect(Array.isArray(tags.body.options)).toBe(true);
  });

  it('both have delivered some of his leads: their delivery logs show them', async () => {
    const token = s.client.access_token;
    const list = await api<{ integrations: { type: string; connections: Saved['integration'][] }[] }>(`/api/integrations/${s.client.companyId}`, { token });
    const hook = list.body.integrations.find((c) => c.type === 'webhook')?.connections.find((c) => c.settings.description === 'Local webhook receiver (demo)');
    const ghl = list.body.integrations.find((c) => c.type === 'gohighlevel')?.connections[0];
    for (const integration of [hook, ghl]) {
      await expect
        .poll(async () => (await api<{ rows: { status: string; test: boolean }[] }>(`/api/integrations/${s.client.companyId}/${integration?.id}/deliveries?status=delivered`, { token })).body.rows.filter((r) => !r.test).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
    }
  });
});
