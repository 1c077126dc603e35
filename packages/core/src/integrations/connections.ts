import { isConditionFailure } from '../db/conditions.js';
import type { OAuthTokens } from '../platform/integration-provider.js';
import { secretBox } from '../platform/secret-box.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { maybeAdapterOf } from './adapters.js';
import type { Integration } from './integration.entity.js';
import { integrationEntity } from './integration.entity.js';

/** OAuth access tokens expiring sooner than this are refreshed before use. */
export const REFRESH_AHEAD_MS = 5 * 60 * 1000;

/** What the secret box seals a connection's credentials under: the company and the integration. */
export const credentialContext = (i: Pick<Integration, 'rootId' | 'companyId' | 'integrationId'>) => ({
  rootId: i.rootId,
  companyId: i.companyId,
  integrationId: i.integrationId,
});

export const sealCredentials = (i: Pick<Integration, 'rootId' | 'companyId' | 'integrationId'>, credentials: unknown) =>
  secretBox().encrypt(JSON.stringify(credentials), credentialContext(i));

export async function openCredentials(i: Integration): Promise<unknown> {
  if (!i.credentials) return undefined;
  return JSON.parse(await secretBox().decrypt(i.credentials, credentialContext(i))) as unknown;
}

export async function getIntegration(rootId: string, integrationId: string): Promise<Integration | undefined> {
  return (await integrationEntity.get({ rootId, integrationId }).go({ consistent: true })).data ?? undefined;
}

export async function companyIntegrations(rootId: string, companyId: string): Promise<Integration[]> {
  return (await integrationEntity.query.byCompany({ rootId, companyId }).go({ pages: 'all' })).data;
}

export function settingsFor(i: Integration, campaignId: string): Record<string, unknown> {
  const base = (i.settings ?? {}) as Record<string, unknown>;
  const own = ((i.campaignSettings ?? {}) as Record<string, Record<string, unknown> | undefined>)[campaignId] ?? {};
  return { ...base, ...own };
}

export class ConnectionUnavailable extends Error {
  constructor(
    message: string,
    /** True when trying again later may succeed (a refresh the provider failed to answer). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ConnectionUnavailable';
  }
}

export interface Connection {
  integration: Integration;
  /** Decrypted; the adapter's credentialsSchema parses them. */
  credentials: unknown;
}

const isTokens = (c: unknown): c is OAuthTokens =>
  !!c && typeof c === 'object' && typeof (c as OAuthTokens).accessToken === 'string' && typeof (c as OAuthTokens).expiresAt === 'string';

/**
 * A connection with its credentials opened, for the delivery worker and the options calls. OAuth
 * tokens that expire within five minutes are refreshed first and saved back conditioned on the
 * version read: of two workers refreshing at once, one write wins and the other reads the winner's
 * tokens (docs/decisions.md, "Leads out: integrations and delivery").
 */
export async function loadConnection(rootId: string, integrationId: string, clock: Clock = systemClock): Promise<Connection> {
  return openConnection(await getIntegration(rootId, integrationId), clock);
}

/** `loadConnection` for an integration already read (a delivery batch reads its integrations with its rows). */
export async function openConnection(integration: Integration | undefined, clock: Clock = systemClock): Promise<Connection> {
  if (!integration) throw new ConnectionUnavailable('Integration not found.', false);
  if (integration.status !== 'connected' || !integration.credentials) {
    throw new ConnectionUnavailable(`Integration is ${integration.status}${integration.statusReason ? `: ${integration.statusReason}` : ''}.`, false);
  }
  const credentials = await openCredentials(integration);
  const oauth = maybeAdapterOf(integration.type)?.oauth;
  if (!oauth || !isTokens(credentials)) return { integration, credentials };
  if (Date.parse(credentials.expiresAt) - clock.now().getTime() > REFRESH_AHEAD_MS) return { integration, credentials };
  return refreshConnection(integration, credentials, oauth.refresh.bind(oauth), clock);
}

async function refreshConnection(integration: Integration, tokens: OAuthTokens, refresh: (t: OAuthTokens) => Promise<OAuthTokens>, clock: Clock): Promise<Connection> {
  let fresh: OAuthTokens;
  try {
    fresh = await refresh(tokens);
  } catch (e) {
    // Another worker may have refreshed first, spending the refresh token we hold; its write may
    // land a moment after the provider refused ours.
    const again = await rereadNewer(integration, 5);
    if (again) return again;
    throw new ConnectionUnavailable(`The provider refused to refresh the connection: ${(e as Error).message}`, true);
  }
  const merged: OAuthTokens = { ...fresh, extra: { ...tokens.extra, ...fresh.extra } };
  const sealed = await sealCredentials(integration, merged);
  const updatedAt = clock.now().toISOString();
  try {
    await integrationEntity.patch({ rootId: integration.rootId, integrationId: integration.integrationId })
      .set({ credentials: sealed, tokenExpiresAt: merged.expiresAt, updatedAt, version: integration.version + 1 })
      .where((a, op) => op.eq(a.version, integration.version))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const again = await rereadNewer(integration);
    if (again) return again;
    throw new ConnectionUnavailable('The integration changed while its tokens were refreshed.', true);
  }
  return { integration: { ...integration, credentials: sealed, tokenExpiresAt: merged.expiresAt, updatedAt, version: integration.version + 1 }, credentials: merged };
}

/** The connection as another writer left it, when it has moved on from the version we read (looked for `tries` times, 200 ms apart). */
async function rereadNewer(read: Integration, tries = 1): Promise<Connection | undefined> {
  for (let i = 0; i < tries; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 200));
    const now = await getIntegration(read.rootId, read.integrationId);
    if (now && now.version !== read.version) {
      return now.status === 'connected' && now.credentials ? { integration: now, credentials: await openCredentials(now) } : undefined;
    }
  }
  return undefined;
}
