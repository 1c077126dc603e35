import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, getIntegration, loadConnection, openCredentials, type OAuthTokens } from '@platform/core';
import { api, newClient, signIn } from '../client.js';
import { useCore } from '../core.js';
import { consentThroughGoHighLevel } from './consent.js';

/**
 * OAuth tokens are refreshed before they expire, by whichever worker loads the connection first;
 * two at once never both write (each write is conditioned on the version it read), and GoHighLevel
 * spends a refresh token on first use, so the loser must read the winner's tokens, not fail.
 */

let rootId = '';
let integrationId = '';

async function connectGoHighLevel(): Promise<string> {
  const c = await newClient('refresh');
  const token = (await signIn(c.email, c.domain, c.password)).body.access_token;
  const me = await api<{ company_id: string; company_root_id: string }>('/api/user', { token });
  rootId = me.body.company_root_id;
  const auth = await api<{ url: string }>(`/api/integrations/${me.body.company_id}/oauth/gohighlevel/authurl`, { token });
  return (await consentThroughGoHighLevel(auth.body.url)).id as string;
}

beforeAll(async () => {
  useCore();
  integrationId = await connectGoHighLevel();
});

describe('OAuth tokens are refreshed before they expire', () => {
  it('a token far from expiry is used as it is', async () => {
    const item = await getIntegration(rootId, integrationId);
    const stored = (await openCredentials(item!)) as OAuthTokens;
    const { credentials, integration } = await loadConnection(rootId, integrationId);
    expect((credentials as OAuthTokens).accessToken).toBe(stored.accessToken);
    expect(integration.version).toBe(item?.version);
  });

  it('two workers loading a connection within five minutes of expiry: one refreshes, the other reads its tokens', async () => {
    const item = await getIntegration(rootId, integrationId);
    const before = (await openCredentials(item!)) as OAuthTokens;
    const nearExpiry = fixedClock(new Date(Date.parse(item!.tokenExpiresAt!) - 2 * 60_000));
    const [a, b] = await Promise.all([loadConnection(rootId, integrationId, nearExpiry), loadConnection(rootId, integrationId, nearExpiry)]);
    const ta = a.credentials as OAuthTokens;
    const tb = b.credentials as OAuthTokens;
    expect(ta.accessToken).not.toBe(before.accessToken);
    expect(tb.accessToken).toBe(ta.accessToken);
    expect(tb.refreshToken).toBe(ta.refreshToken);
    const after = await getIntegration(rootId, integrationId);
    expect(after?.version).toBe((item?.version ?? 0) + 1);
    expect(((await openCredentials(after!)) as OAuthTokens).accessToken).toBe(ta.accessToken);
    expect(Date.parse(after!.tokenExpiresAt!)).toBeGreaterThan(Date.parse(item!.tokenExpiresAt!));
    // The locationId that came with the grant survives the refresh.
    expect(ta.extra).toEqual(before.extra);
  });
});
