import { z } from 'zod';
import { INTEGRATION_TYPES } from '../platform/integration-provider.js';

/**
 * The integrations API (docs/decisions.md, "Leads out: integrations and delivery"): the card list,
 * save (connect and configure), one integration, disconnect, webhook secret rotation, a provider's
 * options, OAuth connect. Shared with the web app; no answer ever carries credentials, except a
 * webhook's `whsec_` secret, once, in the answer that made it.
 */

export const integrationTypeSchema = z.enum(INTEGRATION_TYPES);
export type { IntegrationType } from '../platform/integration-provider.js';

export const INTEGRATION_LABELS: Record<(typeof INTEGRATION_TYPES)[number], string> = {
  gohighlevel: 'GoHighLevel',
  googlesheets: 'Google Sheets',
  webhook: 'Webhook',
  sendgrid: 'SendGrid',
  kartra: 'Kartra',
  clickfunnels: 'ClickFunnels',
  mailboxpower: 'Mailbox Power',
};

/** How a client connects each provider: OAuth consent, API credentials in the form, or a URL (webhook). */
export const INTEGRATION_AUTH: Record<(typeof INTEGRATION_TYPES)[number], 'oauth' | 'apikey' | 'webhook'> = {
  gohighlevel: 'oauth',
  googlesheets: 'oauth',
  webhook: 'webhook',
  sendgrid: 'apikey',
  kartra: 'apikey',
  clickfunnels: 'apikey',
  mailboxpower: 'apikey',
};

/** The most webhook endpoints one company may hold (every other provider: one connection). */
export const MAX_WEBHOOKS = 10;

export const INTEGRATION_SAVED = 'Changes saved successfully';
export const INTEGRATION_DISCONNECTED = 'Integration disconnected';

export const integrationStatusSchema = z.enum(['connected', 'disconnected', 'disabled']);

/** A provider's choices (lists, tags, groups...) a campaign is configured with; free-form, the adapter's settingsSchema checks it. */
export const integrationSettingsSchema = z.record(z.string().max(100), z.unknown());

/** One integration as answers show it: settings and status, never credentials or secrets. */
export const integrationSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  type: integrationTypeSchema,
  label: z.string(),
  status: integrationStatusSchema,
  /** Why it is disconnected or disabled, when it is. */
  status_reason: z.string().optional(),
  connected: z.boolean(),
  campaign_ids: z.array(z.string()),
  /** Connection-wide settings (a webhook's url and description; a GoHighLevel location). */
  settings: integrationSettingsSchema,
  /** Each campaign's own settings, by campaign id; they override `settings` for that campaign. */
  campaign_settings: z.record(z.string(), integrationSettingsSchema),
  /** OAuth connections: when the access token expires (it is refreshed before then). */
  token_expires_at: z.string().optional(),
  /** Webhooks: when the previous secret stops signing, after a rotation. */
  previous_secret_expires_at: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IntegrationView = z.infer<typeof integrationSchema>;

/** One card of /integrations: a provider, whether it is connected, and its connections (several webhooks). */
export const integrationCardSchema = z.object({
  type: integrationTypeSchema,
  label: z.string(),
  auth: z.enum(['oauth', 'apikey', 'webhook']),
  /** False while the platform has no adapter for it yet: the card shows it but cannot connect. */
  available: z.boolean(),
  connected: z.boolean(),
  connections: z.array(integrationSchema),
});
export type IntegrationCard = z.infer<typeof integrationCardSchema>;

export const integrationListResponseSchema = z.object({
  result: z.literal('success'),
  integrations: z.array(integrationCardSchema),
});
export type IntegrationListResponse = z.infer<typeof integrationListResponseSchema>;

export const companyPathSchema = z.object({ companyId: z.string().min(1).max(64) });
export const integrationPathSchema = z.object({ companyId: z.string().min(1).max(64), integrationId: z.string().min(1).max(64) });

/**
 * POST /api/saveintegration: connect and configure. `id` picks which of a company's webhooks to
 * change (without it a new endpoint is made); every other type has one connection per company and
 * is found by type. `credentials` carries an API-key provider's keys (checked with the provider
 * before saving); OAuth providers connect through the authurl route first.
 */
export const saveIntegrationBodySchema = z.object({
  company_id: z.string().min(1).max(64),
  type: integrationTypeSchema,
  id: z.string().min(1).max(64).optional(),
  campaign_ids: z.array(z.string().min(1).max(64)).max(500).default([]),
  settings: integrationSettingsSchema.default({}),
  campaign_settings: z.record(z.string().min(1).max(64), integrationSettingsSchema).optional(),
  credentials: z.record(z.string().max(100), z.string().max(4000)).optional(),
});
export type SaveIntegrationBody = z.infer<typeof saveIntegrationBodySchema>;

/** Webhook settings: where leads are posted, over https (the embedded runtime also allows loopback http). */
export const webhookFormSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  description: z.string().max(200).optional(),
});

export const saveIntegrationResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  integration: integrationSchema,
  /** A new webhook's `whsec_` signing secret: shown in this answer only. */
  secret: z.string().optional(),
});
export type SaveIntegrationResponse = z.infer<typeof saveIntegrationResponseSchema>;

export const integrationResponseSchema = z.object({ result: z.literal('success'), integration: integrationSchema });
export type IntegrationResponse = z.infer<typeof integrationResponseSchema>;

export const disconnectResponseSchema = z.object({ result: z.literal('success'), message: z.string(), integration: integrationSchema });

/** POST .../rotate-secret: the new secret, shown once; the old one keeps signing until `previous_secret_expires_at`. */
export const rotateSecretResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  secret: z.string(),
  previous_secret_expires_at: z.string(),
  integration: integrationSchema,
});
export type RotateSecretResponse = z.infer<typeof rotateSecretResponseSchema>;

export const OPTION_KINDS = ['lists', 'tags', 'groups', 'customFields', 'subaccounts'] as const;
export const optionsPathSchema = integrationPathSchema.extend({ kind: z.enum(OPTION_KINDS) });
export const optionsResponseSchema = z.object({
  result: z.literal('success'),
  options: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OptionsResponse = z.infer<typeof optionsResponseSchema>;

/** GET /api/integrations/{companyId}/oauth/{type}/authurl: where to send the person to consent. */
export const authUrlPathSchema = z.object({ companyId: z.string().min(1).max(64), type: integrationTypeSchema });
export const authUrlResponseSchema = z.object({ result: z.literal('success'), url: z.string() });

/** GET /api/integrations/oauth/callback: what the provider sends the browser back with. */
export const oauthCallbackQuerySchema = z.object({
  state: z.string().min(1).max(2000),
  code: z.string().min(1).max(4000).optional(),
  error: z.string().max(500).optional(),
});

/** The secret rotation overlap: the previous secret keeps signing alongside the new one this long. */
export const SECRET_OVERLAP_HOURS = 24;
