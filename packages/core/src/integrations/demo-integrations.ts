import type { User } from '../identity/user.entity.js';
import { findUserByEmail } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import type { IntegrationType, OAuthTokens } from '../platform/integration-provider.js';
import { adapterOf } from './adapters.js';
import { companyIntegrations, sealCredentials } from './connections.js';
import type { Integration } from './integration.entity.js';
import { oauthRedirectUri } from './oauth-connect.js';
import { claimedIntegrationId, createIntegration, integrationAuditRow, updateIntegration } from './store.js';
import { newWebhookSecret } from './webhook-secrets.js';
import { deliveryMessage } from '../leads/process-lead.js';
import { fanOutLead } from './delivery/fan-out.js';
import { connectDemoMenu } from './gohighlevel-menu.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import { domainEntity } from '../tenancy/domain.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { leadEntity } from '../leads/lead.entity.js';

export const DEMO_WEBHOOK_DESCRIPTION = 'Local webhook receiver (demo)';
/** The local GoHighLevel fake's sub-account for Bob's Bakery. */
export const DEMO_GHL_LOCATION = 'locBobsBakery0000001';
/** How many of each campaign's newest delivered leads the demo sends to Bob's integrations. */
export const DEMO_DELIVERIES_PER_CAMPAIGN = 3;

interface Owner {
  rootId: string;
  companyId: string;
  user: User;
  campaignIds: string[];
}

async function bobsBakery(baseDomain: string): Promise<Owner | undefined> {
  const platform = (await domainEntity.get({ kind: 'platform', name: baseDomain }).go()).data;
  if (!platform) return undefined;
  const bob = await findUserByEmail(platform.rootId, 'client@demo.test');
  if (!bob) return undefined;
  const campaigns = (await campaignEntity.query.byCompany({ rootId: platform.rootId, companyId: bob.companyId }).go()).data;
  return { rootId: platform.rootId, companyId: bob.companyId, user: bob, campaignIds: campaigns.filter((c) => c.status !== 'removed').map((c) => c.campaignId) };
}

/**
 * The newest delivered leads of each of Bob's campaigns go out through the real fan-out, queue and
 * delivery worker, so the integrations' delivery logs show real attempts against the local
 * receiver and fake. The (lead, integration) rows make a later start a no-op for what was delivered.
 */
async function deliverDemoLeads(o: Owner, clock: Clock): Promise<void> {
  for (const campaignId of o.campaignIds) {
    const c = (await campaignEntity.get({ rootId: o.rootId, campaignId }).go()).data;
    if (!c) continue;
    const leads = (await leadEntity.query.byCampaignStatus({ rootId: o.rootId, campaignId, status: 'delivered' }).go({ order: 'desc', limit: DEMO_DELIVERIES_PER_CAMPAIGN })).data;
    for (const lead of leads) await fanOutLead(deliveryMessage(lead, c), c.campaignName, clock);
  }
}

async function create(o: Owner, type: IntegrationType, settings: Record<string, unknown>, credentials: unknown, clock: Clock, tokenExpiresAt?: string) {
  const now = clock.now().toISOString();
  const key = { rootId: o.rootId, companyId: o.companyId, integrationId: newId() };
  const item = { ...key, type, status: 'connected' as const, campaignIds: o.campaignIds, settings, campaignSettings: {}, credentials: await sealCredentials(key, credentials), ...(tokenExpiresAt ? { tokenExpiresAt } : {}), createdAt: now, createdBy: o.user.userId, updatedAt: now, updatedBy: o.user.userId, version: 1 };
  await createIntegration(item, await integrationAuditRow({}, o.user, item, 'integration_connected', `Connected ${adapterOf(type).label} (demo data)`, undefined, clock));
}

/** The local fake's consent, clicked through as a person would: its redirect carries the code. */
async function demoGoHighLevelTokens(): Promise<OAuthTokens> {
  const oauth = adapterOf('gohighlevel').oauth;
  if (!oauth) throw new Error('GoHighLevel has no OAuth support');
  const redirectUri = oauthRedirectUri();
  const consent = await fetch(`${oauth.authorizeUrl({ state: 'demo', redirectUri })}&location_id=${DEMO_GHL_LOCATION}`, { redirect: 'manual' });
  const code = new URL(consent.headers.get('location') ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`The GoHighLevel fake gave no code (HTTP ${consent.status})`);
  return oauth.exchangeCode({ code, redirectUri });
}

/**
 * Bob's Bakery's demo integrations, made or brought up to date on every start of the embedded
 * runtime (after it listens, since the webhook points at its own port): a webhook to the local
 * receiver at `/_local/webhook-receiver/bobs-bakery`, and a GoHighLevel connection to the local
 * fake, whose tokens live only as long as the fake, so they are fetched again each start. Then a
 * few of his leads are delivered through both, so their logs are not empty. Acme's GoHighLevel
 * menu link is added again too.
 */
export async function connectDemoIntegrations(baseDomain: string, port: number, clock: Clock = systemClock): Promise<void> {
  const o = await bobsBakery(baseDomain);
  if (!o) return;
  const mine = await companyIntegrations(o.rootId, o.companyId);
  const url = `http://127.0.0.1:${port}/_local/webhook-receiver/bobs-bakery`;
  const hook = mine.find((i) => i.type === 'webhook' && (i.settings as { description?: string }).description === DEMO_WEBHOOK_DESCRIPTION);
  if (!hook) {
    await create(o, 'webhook', { url, description: DEMO_WEBHOOK_DESCRIPTION }, { secrets: [{ secret: newWebhookSecret() }] }, clock);
  } else if ((hook.settings as { url?: string }).url !== url) {
    await updateIntegration(hook, { settings: { ...(hook.settings as Record<string, unknown>), url }, updatedAt: clock.now().toISOString() }, [], undefined);
  }

  const tokens = await demoGoHighLevelTokens();
  const ghlId = await claimedIntegrationId(o.rootId, o.companyId, 'gohighlevel');
  const ghl: Integration | undefined = ghlId ? mine.find((i) => i.integrationId === ghlId) : undefined;
  if (!ghl) {
    await create(o, 'gohighlevel', { locationId: DEMO_GHL_LOCATION, tags: ['demo'], customFields: {} }, tokens, clock, tokens.expiresAt);
  } else if (ghl.status === 'connected') {
    await updateIntegration(ghl, { credentials: await sealCredentials(ghl, tokens), tokenExpiresAt: tokens.expiresAt, updatedAt: clock.now().toISOString() }, [], undefined);
  }
  await deliverDemoLeads(o, clock);
  await acmeMenuLink(baseDomain, clock);
}

/** Acme's link in the local GoHighLevel fake's agency menu, opening Acme's domain (the page's "GoHighLevel menu" shows it). */
async function acmeMenuLink(baseDomain: string, clock: Clock): Promise<void> {
  const platform = (await domainEntity.get({ kind: 'platform', name: baseDomain }).go()).data;
  const owner = platform ? await findUserByEmail(platform.rootId, 'agency@demo.test') : undefined;
  const chain = owner ? await getCompanyWithAncestors(owner.rootId, owner.companyId) : undefined;
  if (owner && chain) await connectDemoMenu(owner, chain.company, chain.parent, clock);
}
