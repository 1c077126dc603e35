import { z } from 'zod';
import type { IntegrationAdapter, OutboundLead, ProviderAnswer } from '../../platform/integration-provider.js';
import { answerFromStatus, callProvider, clip, providerBaseUrl, REFUSED_CREDENTIALS, retryAfterSeconds, unreachableAnswer, type HttpAnswer } from './http.js';
import { present } from './lead-fields.js';

/**
 * Kartra's inbound API, matched against https://support.kartra.com/en/articles/15369018-lead-searching-creating-editing,
 * .../15369014-success-and-error-confirmation-messages, .../15369041-action-subscribe-a-lead-to-a-list,
 * .../15369019-action-assign-tag-to-a-lead and .../15369015-api-limits:
 * - one form-encoded `POST /api` carrying `app_id` (the platform's Kartra app), the client's
 *   `api_key` and `api_password`, one `lead[...]` and numbered `actions[n][cmd]`;
 * - every answer is HTTP 200 `{ status: 'Success' | 'Error', message, type }` (a chained call
 *   answers each action under `actions`); only a rate limit answers 429, after which Kartra says
 *   to wait a second;
 * - Kartra does not upsert: `create_lead` on a known e-mail answers type 244 ("Lead already
 *   exists") while the chained list and tag actions still apply to that lead, so a 244 is
 *   followed by one `edit_lead` call that refreshes its fields. A repeated delivery therefore
 *   lands on the same lead, keyed by e-mail.
 */

export const zKartraCredentials = z.object({
  apiKey: z.string().trim().min(4).max(200),
  apiPassword: z.string().trim().min(4).max(200),
});
export type KartraCredentials = z.infer<typeof zKartraCredentials>;

export const zKartraSettings = z.object({
  /** Kartra names lists and tags; it has no ids for them. */
  listNames: z.array(z.string().min(1).max(200)).max(20).default([]),
  tagNames: z.array(z.string().min(1).max(200)).max(20).default([]),
});
export type KartraSettings = z.infer<typeof zKartraSettings>;

/** Kartra's answer types that mean the app or the client's keys were refused. */
const CREDENTIAL_TYPES = new Set(['202', '203', '204', '233', '238', '239', '240', '242', '262']);
const LEAD_ALREADY_EXISTS = '244';

const zResult = z.object({ status: z.string(), message: z.string().optional(), type: z.union([z.string(), z.number()]).optional() }).loose();
const zCall = zResult.extend({ actions: z.array(z.record(z.string(), zResult)).optional() });
type KartraResult = z.infer<typeof zResult>;

const isError = (r: KartraResult) => r.status.toLowerCase() === 'error';
const typeOf = (r: KartraResult) => (r.type === undefined ? '' : String(r.type));

/** Where Kartra is, and the platform's own app id (every call carries it). */
function endpoint(): { url: string; appId: string | undefined } {
  return { url: `${providerBaseUrl('KARTRA_API_URL', 'https://app.kartra.com')}/api`, appId: process.env.KARTRA_APP_ID || undefined };
}

function form(appId: string, credentials: KartraCredentials, fields: Record<string, string>): string {
  const body = new URLSearchParams({ app_id: appId, api_key: credentials.apiKey, api_password: credentials.apiPassword });
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body.toString();
}

async function post(credentials: KartraCredentials, fields: Record<string, string>): Promise<HttpAnswer> {
  const { url, appId } = endpoint();
  if (!appId) throw new Error('Kartra is not set up on this platform (KARTRA_APP_ID is missing)');
  return callProvider(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form(appId, credentials, fields),
  });
}

function leadFields(lead: OutboundLead): Record<string, string> {
  const fields = present({
    email: lead.email,
    first_name: lead.first_name,
    last_name: lead.last_name,
    phone: lead.phone,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    company: lead.company_name,
  });
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`lead[${k}]`, v as string]));
}

function actionFields(actions: Record<string, string>[]): Record<string, string> {
  const out: Record<string, string> = {};
  actions.forEach((action, i) => {
    for (const [k, v] of Object.entries(action)) out[`actions[${i}][${k}]`] = v;
  });
  return out;
}

/** A Kartra error as the delivery log shows it, refused credentials named as such. */
function kartraFailure(r: KartraResult): ProviderAnswer {
  const message = clip(`${r.message ?? 'Kartra answered an error'} (type ${typeOf(r) || 'unknown'})`);
  return { outcome: 'failed', status: 200, detail: CREDENTIAL_TYPES.has(typeOf(r)) ? `${REFUSED_CREDENTIALS}: ${message}` : message };
}

/** The transport answer when it is not a Kartra confirmation (429, 5xx, a page instead of JSON). */
function transportAnswer(a: HttpAnswer): ProviderAnswer {
  const wait = retryAfterSeconds(a.headers.get('retry-after')) ?? (a.status === 429 ? 1 : undefined);
  return answerFromStatus({ status: a.status >= 200 && a.status < 300 ? 502 : a.status, message: `Kartra answered ${a.status}`, retryAfterSeconds: wait });
}

/** Each chained action's own result, in order. */
function actionResults(call: z.infer<typeof zCall>): { cmd: string; result: KartraResult }[] {
  return (call.actions ?? []).flatMap((entry) => Object.entries(entry).map(([cmd, result]) => ({ cmd, result })));
}

const leadIdOf = (r: KartraResult | undefined) => {
  const details = (r as { lead_details?: { id?: unknown } } | undefined)?.lead_details;
  return details?.id === undefined ? undefined : String(details.id);
};

async function accountNames(credentials: KartraCredentials, cmd: 'retrieve_account_lists' | 'retrieve_account_tags'): Promise<string[]> {
  const a = await post(credentials, actionFields([{ cmd }]));
  const call = zCall.safeParse(a.body);
  if (a.status !== 200 || !call.success) throw new Error(`Kartra answered ${a.status}`);
  if (isError(call.data)) throw new Error(kartraFailure(call.data).detail);
  const key = cmd === 'retrieve_account_lists' ? 'account_lists' : 'account_tags';
  return z.array(z.string()).parse((call.data as Record<string, unknown>)[key] ?? []);
}

export const kartraAdapter: IntegrationAdapter<KartraCredentials, KartraSettings> = {
  type: 'kartra',
  label: 'Kartra',
  credentialsSchema: zKartraCredentials,
  settingsSchema: zKartraSettings,
  // Kartra allows 20 calls a second per app, and the app is the platform's, shared by every
  // client's connection; a lead takes one or two calls.
  rateLimit: { requests: 5, perSeconds: 1 },

  async check(credentials) {
    try {
      await accountNames(credentials, 'retrieve_account_lists');
      return { ok: true };
    } catch (e) {
      return { ok: false, detail: e instanceof Error ? e.message : 'Kartra could not be reached' };
    }
  },

  async options(credentials, kind) {
    if (kind !== 'lists' && kind !== 'tags') return [];
    const names = await accountNames(credentials, kind === 'lists' ? 'retrieve_account_lists' : 'retrieve_account_tags');
    return names.map((name) => ({ id: name, name }));
  },

  async deliver({ credentials, settings, lead }): Promise<ProviderAnswer> {
    if (!lead.email) return { outcome: 'failed', detail: 'Kartra identifies a lead by e-mail; this lead has none' };
    const actions = [
      { cmd: 'create_lead' },
      ...settings.listNames.map((list_name) => ({ cmd: 'subscribe_lead_to_list', list_name })),
      ...settings.tagNames.map((tag_name) => ({ cmd: 'assign_tag', tag_name })),
    ];
    try {
      const a = await post(credentials, { ...leadFields(lead), ...actionFields(actions) });
      const call = zCall.safeParse(a.body);
      if (a.status !== 200 || !call.success) return transportAnswer(a);
      if (isError(call.data)) return kartraFailure(call.data);
      const results = actionResults(call.data);
      const created = results.find((r) => r.cmd === 'create_lead')?.result;
      const failed = results.find((r) => isError(r.result) && !(r.cmd === 'create_lead' && typeOf(r.result) === LEAD_ALREADY_EXISTS));
      if (failed) return kartraFailure(failed.result);
      if (created && !isError(created)) return { outcome: 'delivered', status: 200, detail: 'Lead created in Kartra', providerRef: leadIdOf(created) };
      // The person was already a lead: the lists and tags applied; now refresh the fields.
      const edit = await post(credentials, { ...leadFields(lead), ...actionFields([{ cmd: 'edit_lead' }]) });
      const editCall = zCall.safeParse(edit.body);
      if (edit.status !== 200 || !editCall.success) return transportAnswer(edit);
      if (isError(editCall.data)) return kartraFailure(editCall.data);
      const edited = actionResults(editCall.data).find((r) => r.cmd === 'edit_lead')?.result;
      if (edited && isError(edited)) return kartraFailure(edited);
      return { outcome: 'delivered', status: 200, detail: 'Existing Kartra lead updated', providerRef: leadIdOf(edited) };
    } catch (e) {
      if (e instanceof Error && e.message.includes('KARTRA_APP_ID')) return { outcome: 'failed', detail: e.message };
      return unreachableAnswer(e);
    }
  },
};
