import type { z } from 'zod';

/**
 * The integration-provider port: one adapter per CRM, sheet, mailing list or webhook a client's
 * leads are delivered to. Each adapter speaks its provider's real API at a base URL read from the
 * environment (the provider's own by default; the embedded runtime points it at the local fakes
 * in packages/local/src/engines/integrations), so the same code runs in AWS and on one machine.
 * The delivery worker owns claims, retries, rate limits and logs (docs/decisions.md, "Leads out: integrations and delivery");
 * an adapter only makes calls and says what the provider answered.
 */

export const INTEGRATION_TYPES = ['gohighlevel', 'googlesheets', 'webhook', 'sendgrid', 'kartra', 'clickfunnels', 'mailboxpower'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** The lead as every adapter receives it: the `lead.delivered` message's person plus where it came from. */
export interface OutboundLead {
  leadId: string;
  campaignId: string;
  /** The campaign's public id (leadspeekApiId), shown to the client. */
  campaignRef: string;
  campaignName: string;
  module: string;
  /** A "Send test" or "Send test lead" sample: adapters send it, marked as a test where the provider can show that. */
  test: boolean;
  receivedAt: string;
  email?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
  company_name?: string | undefined;
  job_title?: string | undefined;
  keyword?: string | undefined;
  url?: string | undefined;
  referrer?: string | undefined;
}

/**
 * What one call came to. `retry`: the provider may take it later (5xx, 429, timeout, network);
 * `failed`: it never will as sent (4xx other than 408/429, bad credentials); `gone`: the target
 * asked to be disabled (a webhook's 410). `retryAfterSeconds` carries the provider's Retry-After.
 */
export interface ProviderAnswer {
  outcome: 'delivered' | 'retry' | 'failed' | 'gone';
  /** HTTP status, when there was one. */
  status?: number | undefined;
  /** A short, person-readable account of the answer, shown in the delivery log (never credentials). */
  detail: string;
  retryAfterSeconds?: number | undefined;
  /** The provider's id for what it made (contact id, job id, sheet range), when it gave one. */
  providerRef?: string | undefined;
}

/** A choice a client picks from when configuring a campaign (a list, tag, group, custom field). */
export interface ProviderOption {
  id: string;
  name: string;
}
export type OptionKind = 'lists' | 'tags' | 'groups' | 'customFields' | 'subaccounts';

/** OAuth tokens as stored (encrypted) with the connection. */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token expires; refreshed before this. */
  expiresAt: string;
  /** Provider-specific ids that come with the grant (GoHighLevel's locationId, companyId). */
  extra?: Record<string, string> | undefined;
}

export interface OAuthSupport {
  /** Where to send the person to consent; `state` comes back to the callback unchanged. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<OAuthTokens>;
  refresh(tokens: OAuthTokens): Promise<OAuthTokens>;
  /** Revokes the grant at the provider, where it has such a call. */
  revoke?(tokens: OAuthTokens): Promise<void>;
}

export interface DeliverInput<Credentials, Settings> {
  credentials: Credentials;
  settings: Settings;
  lead: OutboundLead;
  /** Stable per (lead, integration): sent as the provider's idempotency key where it has one. */
  idempotencyKey: string;
  /** When this attempt started, e.g. for a webhook's timestamp. */
  now: Date;
  /**
   * An earlier attempt of this (lead, integration) was made (a retry, a dead worker's claim taken
   * over, a replay): it may have landed with its answer lost, so a provider without an upsert or
   * idempotency key checks for it before adding again.
   */
  repeated: boolean;
}

export interface IntegrationAdapter<Credentials = unknown, Settings = unknown> {
  type: IntegrationType;
  label: string;
  /** What a client gives to connect (API keys, a webhook URL), or what OAuth leaves; stored encrypted. */
  credentialsSchema: z.ZodType<Credentials>;
  /** Per-campaign choices (list, tags, group, sheet, custom-field mapping). */
  settingsSchema: z.ZodType<Settings>;
  /** The provider's published limit, which the delivery worker keeps under, per connection. */
  rateLimit: { requests: number; perSeconds: number };
  oauth?: OAuthSupport;
  /** Checks the credentials with one cheap call; throws nothing, answers what the provider said. */
  check(credentials: Credentials): Promise<{ ok: true } | { ok: false; detail: string }>;
  /** The lists, tags, groups... a client may choose from. */
  options?(credentials: Credentials, kind: OptionKind): Promise<ProviderOption[]>;
  deliver(input: DeliverInput<Credentials, Settings>): Promise<ProviderAnswer>;
}
