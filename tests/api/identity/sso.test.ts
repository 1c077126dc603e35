import { fixedClock, issueSsoToken } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';

type Ids = { rootId: string; acmeId: string; globexId: string; clientId: string; client2Id: string; agencyUserId: string };
const ids = {} as Ids;

beforeAll(async () => {
  useCore();
  const client = await session(...DEMO.client);
  const client2 = await session(...DEMO.client2);
  const agency = await session(...DEMO.agency);
  const globex = await session(...DEMO.globex);
  const me = await api<{ company_root_id: string; company_parent: string }>('/api/user', { token: client.access_token });
  Object.assign(ids, {
    rootId: me.body.company_root_id,
    acmeId: agency.companyId,
    globexId: globex.companyId,
    clientId: client.userId,
    client2Id: client2.userId,
    agencyUserId: agency.userId,
  });
});

const validate = (body: Record<string, unknown>) => api<Record<string, unknown>>('/api/v1/developer/sso/validation', { body });

describe('SSO hand-off', () => {
  it('a token issued for an agency’s user signs them in on that agency’s domain once', async () => {
    const { token } = await issueSsoToken({ rootId: ids.rootId, agencyId: ids.acmeId, userId: ids.clientId });
    const ok = await validate({ subdomain: 'acme.localhost', token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', message: 'Access Token Valid' });
    expect(ok.body).not.toHaveProperty('action');
    const me = await api<{ email: string }>('/api/user', { token: String(ok.body.access_token) });
    expect(me.body.email).toBe('client@demo.test');

    const replay = await validate({ subdomain: 'acme.localhost', token });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ result: 'error', message: 'We are updating the platform. Please wait five minutes and try again.' });
  });

  it('asks the web app to replace a different stored user', async () => {
    const { token } = await issueSsoToken({ rootId: ids.rootId, agencyId: ids.acmeId, userId: ids.agencyUserId });
    const ok = await validate({ subdomain: 'acme.localhost', token, currentUserID: ids.clientId });
    expect(ok.body).toMatchObject({ message: 'Access Token Valid', action: 'replace_user' });
  });

  it('a token is bound to its agency’s domain', async () => {
    const { token } = await issueSsoToken({ rootId: ids.rootId, agencyId: ids.acmeId, userId: ids.clientId });
    expect((await validate({ subdomain: 'globex.localhost', token })).status).toBe(401);
    expect((await validate({ subdomain: 'localhost', token })).status).toBe(401);
  });

  it('no token is issued for another agency’s user', async () => {
    await expect(issueSsoToken({ rootId: ids.rootId, agencyId: ids.acmeId, userId: ids.client2Id })).rejects.toThrow('User not found.');
    await expect(issueSsoToken({ rootId: ids.rootId, agencyId: ids.globexId, userId: ids.clientId })).rejects.toThrow('User not found.');
  });

  it('a token older than 60 seconds has expired', async () => {
    const { token } = await issueSsoToken({ rootId: ids.rootId, agencyId: ids.acmeId, userId: ids.clientId }, fixedClock(new Date(Date.now() - 61_000)));
    expect((await validate({ subdomain: 'acme.localhost', token })).status).toBe(401);
  });

  it('a forged or missing token is refused', async () => {
    const { token } = await issueSsoToken({ rootId: ids.rootId, agencyId: ids.acmeId, userId: ids.clientId });
    expect((await validate({ subdomain: 'acme.localhost', token: token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) })).status).toBe(401);
    expect((await validate({ subdomain: 'acme.localhost' })).status).toBe(422);
  });
});
