import type { Client } from '@sendgrid/client';
import { z } from 'zod';
import type { IntegrationAdapter, ProviderAnswer, ProviderOption } from '../../platform/integration-provider.js';
import { answerFromStatus, checkWith, clip, PROVIDER_TIMEOUT_MS, providerBaseUrl, retryAfterSeconds } from './http.js';
import { mappedFields, present, zCustomFieldMap } from './lead-fields.js';
import { afterSessionConfirmed } from '../../platform/session-gate.js';

/**
 * SendGrid Marketing Campaigns, through its official SDK (@sendgrid/client), matched against
 * https://www.twilio.com/docs/sendgrid/api-reference/contacts/add-or-update-a-contact and
 * https://www.twilio.com/docs/sendgrid/api-reference/lists:
 * - `PUT /v3/marketing/contacts` `{ list_ids, contacts: [...] }` upserts by e-mail and answers 202
 *   `{ job_id }`: the contact is written later, so the job id is what a delivery records;
 * - `GET /v3/marketing/lists?page_size=` pages with `_metadata.next`;
 * - `GET /v3/marketing/field_definitions` lists the custom fields a client may map;
 * - `GET /v3/scopes` is the cheap authenticated check;
 * - `Authorization: Bearer <api key>`; errors `{ errors: [{ field, message }] }`; a 429 carries
 *   `X-RateLimit-Reset` (epoch seconds).
 */

export const zSendgridCredentials = z.object({ apiKey: z.string().trim().min(10).max(200) });
export type SendgridCredentials = z.infer<typeof zSendgridCredentials>;

export const zSendgridSettings = z.object({
  /** Marketing lists the contact is added to (a contact may be on up to 250). */
  listIds: z.array(z.string().min(1).max(100)).max(250).default([]),
  /** SendGrid custom field id → the lead field that fills it. */
  customFields: zCustomFieldMap.default({}),
});
export type SendgridSettings = z.infer<typeof zSendgridSettings>;

// One client for every connection: the key and base URL go with each request, never as shared state.
// The SDK (with axios and mime-db, ~330 KB) loads on the first SendGrid call, never at a cold start:
// every handler that can deliver imports this file (docs/decisions.md, "Performance budgets").
let client: Promise<Client> | undefined;
const sdk = (): Promise<Client> =>
  (client ??= import('@sendgrid/client').then((m) => {
    // A CommonJS package: its `Client` class hangs off module.exports, which an import's `default` is.
    const c = new (m.default as unknown as { Client: new () => Client }).Client();
    // The SDK's typed request options omit axios' `timeout`, which it passes through.
    c.setDefaultRequest({ timeout: PROVIDER_TIMEOUT_MS } as unknown as Parameters<Client['setDefaultRequest']>[0]);
    return c;
  }));

const baseUrl = () => providerBaseUrl('SENDGRID_API_URL', 'https://api.sendgrid.com');

interface SendgridAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

class SendgridUnreachable extends Error {}

/** One SDK call; an HTTP error is an answer, not a throw. */
async function send(apiKey: string, request: { method: 'GET' | 'PUT'; url: string; body?: unknown; qs?: Record<string, string> }): Promise<SendgridAnswer> {
  await afterSessionConfirmed();
  try {
    const [res, body] = await (await sdk()).request({ ...request, baseUrl: baseUrl(), headers: { Authorization: `Bearer ${apiKey}` } });
    return { status: res.statusCode, headers: res.headers as Record<string, unknown>, body };
  } catch (e) {
    const err = e as { code?: unknown; response?: { headers?: unknown; body?: unknown } };
    if (typeof err.code === 'number' && err.response) {
      return { status: err.code, headers: (err.response.headers ?? {}) as Record<string, unknown>, body: err.response.body };
    }
    const timedOut = (e as { code?: string }).code === 'ECONNABORTED' || (e as { code?: string }).code === 'ETIMEDOUT';
    throw new SendgridUnreachable(timedOut ? `No answer within ${PROVIDER_TIMEOUT_MS / 1000} s` : 'SendGrid could not be reached');
  }
}

const zErrors = z.object({ errors: z.array(z.object({ field: z.string().nullish(), message: z.string() })).min(1) });

function errorMessage(a: SendgridAnswer): string {
  const parsed = zErrors.safeParse(a.body);
  if (!parsed.success) return `SendGrid answered ${a.status}`;
  return clip(parsed.data.errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; '));
}

function header(a: SendgridAnswer, name: string): string | undefined {
  const v = a.headers[name] ?? a.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** SendGrid says when its window resets (epoch seconds); a Retry-After, where present, says it directly. */
function waitSeconds(a: SendgridAnswer): number | undefined {
  const after = retryAfterSeconds(header(a, 'retry-after'));
  if (after !== undefined) return after;
  const reset = Number(header(a, 'x-ratelimit-reset'));
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, Math.ceil(reset - Date.now() / 1000)) : undefined;
}

const zJob = z.object({ job_id: z.string().min(1) });
const zLists = z.object({
  result: z.array(z.object({ id: z.string(), name: z.string() })),
  _metadata: z.object({ next: z.string().optional() }).optional(),
});
const zFields = z.object({ custom_fields: z.array(z.object({ id: z.string(), name: z.string() })).default([]) });

/** Follows `_metadata.next` (its page_token) until the last page; 20 pages at most. */
async function allLists(apiKey: string): Promise<ProviderOption[]> {
  const out: ProviderOption[] = [];
  let qs: Record<string, string> = { page_size: '1000' };
  for (let page = 0; page < 20; page++) {
    const a = await send(apiKey, { method: 'GET', url: '/v3/marketing/lists', qs });
    if (a.status !== 200) throw new Error(errorMessage(a));
    const lists = zLists.parse(a.body);
    out.push(...lists.result.map((l) => ({ id: l.id, name: l.name })));
    const token = lists._metadata?.next ? new URL(lists._metadata.next).searchParams.get('page_token') : null;
    if (!token) break;
    qs = { page_size: '1000', page_token: token };
  }
  return out;
}

export const sendgridAdapter: IntegrationAdapter<SendgridCredentials, SendgridSettings> = {
  type: 'sendgrid',
  label: 'SendGrid',
  credentialsSchema: zSendgridCredentials,
  settingsSchema: zSendgridSettings,
  // The contacts upsert takes 30,000 contacts a call but is queued on SendGrid's side; one lead a
  // call at a few a second keeps well inside the account's limits.
  rateLimit: { requests: 3, perSeconds: 1 },

  async check(credentials) {
    return checkWith('SendGrid', async () => {
      const a = await send(credentials.apiKey, { method: 'GET', url: '/v3/scopes' });
      return { status: a.status, message: () => errorMessage(a) };
    });
  },

  async options(credentials, kind) {
    if (kind === 'lists') return allLists(credentials.apiKey);
    if (kind === 'customFields') {
      const a = await send(credentials.apiKey, { method: 'GET', url: '/v3/marketing/field_definitions' });
      if (a.status !== 200) throw new Error(errorMessage(a));
      return zFields.parse(a.body).custom_fields.map((f) => ({ id: f.id, name: f.name }));
    }
    return [];
  },

  async deliver({ credentials, settings, lead }): Promise<ProviderAnswer> {
    if (!lead.email) return { outcome: 'failed', detail: 'SendGrid contacts need an e-mail address; this lead has none' };
    const contact = present({
      email: lead.email,
      first_name: lead.first_name,
      last_name: lead.last_name,
      phone_number: lead.phone,
      address_line_1: lead.address,
      city: lead.city,
      state_province_region: lead.state,
      postal_code: lead.zip,
    });
    const custom = mappedFields(lead, settings.customFields);
    const body = {
      ...(settings.listIds.length > 0 ? { list_ids: settings.listIds } : {}),
      contacts: [{ ...contact, ...(Object.keys(custom).length > 0 ? { custom_fields: custom } : {}) }],
    };
    let a: SendgridAnswer;
    try {
      a = await send(credentials.apiKey, { method: 'PUT', url: '/v3/marketing/contacts', body });
    } catch (e) {
      return { outcome: 'retry', detail: e instanceof Error ? e.message : 'SendGrid could not be reached' };
    }
    if (a.status >= 200 && a.status < 300) {
      const job = zJob.safeParse(a.body);
      return answerFromStatus({
        status: a.status,
        message: job.success ? `Queued by SendGrid as job ${job.data.job_id}` : 'Accepted by SendGrid',
        providerRef: job.success ? job.data.job_id : undefined,
      });
    }
    return answerFromStatus({ status: a.status, message: errorMessage(a), retryAfterSeconds: waitSeconds(a) });
  },
};
