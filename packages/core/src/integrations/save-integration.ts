import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import type { IntegrationAdapter } from '../platform/integration-provider.js';
import { badRequest, conflict, notFound, validationError } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { integrationScope, INTEGRATION_NOT_FOUND, type IntegrationScope } from './access.js';
import { adapterOf } from './adapters.js';
import { companyIntegrations, getIntegration, sealCredentials } from './connections.js';
import { INTEGRATION_AUTH, INTEGRATION_LABELS, INTEGRATION_SAVED, MAX_WEBHOOKS, webhookFormSchema, type SaveIntegrationBody, type SaveIntegrationResponse } from './integrations.contract.js';
import type { Integration } from './integration.entity.js';
import { assertWebhookUrl, BlockedTarget } from './providers/webhook-target.js';
import { claimedIntegrationId, createIntegration, integrationAuditRow, updateIntegration } from './store.js';
import { integrationView } from './view.js';
import { newWebhookSecret } from './webhook-secrets.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

type Settings = Record<string, unknown>;

/** The campaigns a company may deliver: a client's own; an agency's clients'. Unknown ids are refused, never skipped. */
async function assertCampaigns(scope: IntegrationScope, campaignIds: string[]): Promise<void> {
  const { company } = scope;
  const bad: string[] = [];
  await Promise.all(
    [...new Set(campaignIds)].map(async (campaignId) => {
      const c = (await campaignEntity.get({ rootId: company.rootId, campaignId }).go()).data;
      const owner = c && c.status !== 'removed' ? (c.companyId === company.companyId ? company : await getCompany(company.rootId, c.companyId)) : undefined;
      const ok = !!owner && (owner.companyId === company.companyId || (company.kind === 'agency' && owner.parentId === company.companyId));
      if (!ok) bad.push(campaignId);
    }),
  );
  if (bad.length) throw validationError('Campaign not found.', { campaign_ids: ['Campaign not found.'] });
}

/** Each delivered campaign's settings as the adapter will read them (the connection's, overlaid by the campaign's own). */
function assertSettings(adapter: IntegrationAdapter<unknown, unknown>, settings: Settings, campaignSettings: Record<string, Settings>, campaignIds: string[]): void {
  for (const id of campaignIds) {
    const parsed = adapter.settingsSchema.safeParse({ ...settings, ...campaignSettings[id] });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'settings';
      throw validationError(`Please check the settings: ${field} ${issue?.message ?? 'is not valid'}.`, { [`settings.${field}`]: [issue?.message ?? 'Not valid.'] });
    }
  }
}

function assertWebhookSettings(settings: Settings): void {
  const parsed = webhookFormSchema.safeParse(settings);
  if (!parsed.success) throw validationError('Please enter a valid webhook URL.', { 'settings.url': ['Please enter a valid webhook URL.'] });
  try {
    assertWebhookUrl(parsed.data.url);
  } catch (e) {
    if (e instanceof BlockedTarget) throw validationError(e.message, { 'settings.url': [e.message] });
    throw e;
  }
}

/** API-key credentials: parsed by the adapter and checked with the provider before anything is stored. */
async function checkedCredentials(adapter: IntegrationAdapter<unknown, unknown>, raw: Record<string, string>): Promise<unknown> {
  const parsed = adapter.credentialsSchema.safeParse(raw);
  if (!parsed.success) throw validationError(`Please enter your ${adapter.label} credentials.`, { credentials: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`) });
  const answer = await adapter.check(parsed.data);
  if (!answer.ok) throw badRequest(answer.detail);
  return parsed.data;
}

/** The connection this save changes: the company's one of that type, or the named webhook, or none yet. */
async function existingFor(actor: Actor, body: SaveIntegrationBody): Promise<Integration | undefined> {
  if (body.type === 'webhook') {
    if (!body.id) return undefined;
    const found = await getIntegration(actor.rootId, body.id);
    if (!found || found.companyId !== body.company_id || found.type !== 'webhook') throw notFound(INTEGRATION_NOT_FOUND);
    return found;
  }
  const id = await claimedIntegrationId(actor.rootId, body.company_id, body.type);
  const found = id ? await getIntegration(actor.rootId, id) : undefined;
  if (body.id && found?.integrationId !== body.id) throw notFound(INTEGRATION_NOT_FOUND);
  return found;
}

/**
 * POST /api/saveintegration: connects and configures (docs/decisions.md, "Leads out: integrations
 * and delivery"). A webhook gets its `whsec_` secret here, shown in this answer only; API-key
 * providers' credentials are checked with the provider first; OAuth providers must have been
 * connected through their consent screen. Answers "Changes saved successfully".
 */
export async function saveIntegration(actor: Actor, body: SaveIntegrationBody, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock): Promise<SaveIntegrationResponse> {
  const scope = await integrationScope(actor, body.company_id, 'manage');
  const adapter = adapterOf(body.type);
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  const existing = await existingFor(actor, body);
  const campaignIds = [...new Set(body.campaign_ids)];
  await assertCampaigns(scope, campaignIds);
  const settings = body.settings;
  const campaignSettings = Object.fromEntries(Object.entries(body.campaign_settings ?? (existing?.campaignSettings as Record<string, Settings> | undefined) ?? {}).filter(([id]) => campaignIds.includes(id)));
  if (body.type === 'webhook') assertWebhookSettings(settings);
  assertSettings(adapter, settings, campaignSettings, campaignIds);

  const auth = INTEGRATION_AUTH[body.type];
  const label = INTEGRATION_LABELS[body.type];
  if (auth === 'oauth' && body.credentials) throw badRequest(`${label} is connected through its sign-in page, not with keys.`);
  if (auth === 'oauth' && !existing?.credentials) throw badRequest(`Please connect ${label} first.`);
  if (auth === 'apikey' && !body.credentials && !existing?.credentials) throw badRequest(`Please enter your ${label} credentials.`);
  const credentials = auth === 'apikey' && body.credentials ? await checkedCredentials(adapter, body.credentials) : undefined;

  const now = clock.now().toISOString();
  if (!existing) {
    if (body.type === 'webhook') {
      const webhooks = (await companyIntegrations(actor.rootId, body.company_id)).filter((i) => i.type === 'webhook');
      if (webhooks.length >= MAX_WEBHOOKS) throw conflict(`A company may have at most ${MAX_WEBHOOKS} webhooks.`);
    }
    const integrationId = newId();
    const key = { rootId: actor.rootId, companyId: body.company_id, integrationId };
    const secret = body.type === 'webhook' ? newWebhookSecret() : undefined;
    const sealed = await sealCredentials(key, secret ? { secrets: [{ secret }] } : credentials);
    const item = { ...key, type: body.type, status: 'connected' as const, campaignIds, settings, campaignSettings, credentials: sealed, createdAt: now, createdBy: actor.userId, updatedAt: now, updatedBy: actor.userId, version: 1 };
    const audit = await integrationAuditRow(actor, me, item, 'integration_connected', `Connected ${label} for ${scope.company.name} (${campaignIds.length} campaigns)`, ctx.ip, clock);
    if (!(await createIntegration(item, audit))) throw conflict(`${label} was connected meanwhile. Please reload and try again.`);
    const stored = await getIntegration(actor.rootId, integrationId);
    if (!stored) throw notFound(INTEGRATION_NOT_FOUND);
    return { result: 'success', message: INTEGRATION_SAVED, integration: integrationView(stored), ...(secret ? { secret } : {}) };
  }

  const reconnect = existing.status !== 'connected' || !!credentials;
  const action = reconnect ? 'integration_connected' : 'integration_configured';
  const audit = await integrationAuditRow(actor, me, existing, action, `${reconnect ? 'Connected' : 'Configured'} ${label} for ${scope.company.name} (${campaignIds.length} campaigns)`, ctx.ip, clock);
  // A disconnected webhook has lost its secret: reconnecting makes a new one, shown once.
  const secret = body.type === 'webhook' && !existing.credentials ? newWebhookSecret() : undefined;
  const sealed = credentials !== undefined ? await sealCredentials(existing, credentials) : secret ? await sealCredentials(existing, { secrets: [{ secret }] }) : undefined;
  const saved = await updateIntegration(
    existing,
    { status: 'connected', campaignIds, settings, campaignSettings, updatedAt: now, updatedBy: actor.userId, ...(sealed ? { credentials: sealed } : {}) },
    existing.statusReason ? ['statusReason'] : [],
    audit,
  );
  return { result: 'success', message: INTEGRATION_SAVED, integration: integrationView(saved), ...(secret ? { secret } : {}) };
}
