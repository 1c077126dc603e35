import { z } from 'zod';
import type { IntegrationAdapter, OutboundLead, ProviderAnswer, ProviderOption } from '../../platform/integration-provider.js';
import { answerFromStatus, callWithBearer, checkWith, clip, failureOf, providerBaseUrl, unreachableAnswer, type HttpAnswer } from './http.js';
import { present } from './lead-fields.js';

/**
 * Mailbox Power (physical cards and gifts). ITS API REFERENCE COULD NOT BE FOUND: Mailbox Power
 * publishes no public developer documentation that could be looked up (help.mailboxpower.com
 * covers the app; its Zapier and Make apps name the operations but not the HTTP shapes). What is
 * known: a Bearer API key against `https://api.mailboxpower.com/v1`; operations create contact,
 * add contact to group, list groups, create group (a third-party MCP server's listing); and its
 * own Zapier action "Create or Update Contact" matches an existing contact on first name, last
 * name, street, city and state. The paths and bodies below (`POST /contacts`,
 * `POST /groups/{id}/contacts`, `GET /groups?page=` answering `{ data, meta }`, errors
 * `{ message, errors }`) are this platform's best reading of that and MUST be checked against a
 * real account before production use (docs/decisions.md, "Integration providers and their local
 * fakes"). MAILBOXPOWER_API_URL points it elsewhere.
 */

export const zMailboxpowerCredentials = z.object({ apiKey: z.string().trim().min(8).max(500) });
export type MailboxpowerCredentials = z.infer<typeof zMailboxpowerCredentials>;

export const zMailboxpowerSettings = z.object({
  /** The group the contact joins (its automations send the mail); none keeps it ungrouped. */
  groupId: z.string().min(1).max(100).optional(),
});
export type MailboxpowerSettings = z.infer<typeof zMailboxpowerSettings>;

const base = () => providerBaseUrl('MAILBOXPOWER_API_URL', 'https://api.mailboxpower.com/v1');

const call = (apiKey: string, path: string, init: { method: 'GET' | 'POST'; body?: unknown }) => callWithBearer(`${base()}${path}`, apiKey, init);

function errorMessage(a: HttpAnswer): string {
  const b = a.body as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const fields = b?.errors && typeof b.errors === 'object' ? Object.values(b.errors).flat().filter((m) => typeof m === 'string') : [];
  if (fields.length > 0) return clip(fields.join('; '));
  return typeof b?.message === 'string' ? clip(b.message) : `Mailbox Power answered ${a.status}`;
}

const failure = (a: HttpAnswer) => failureOf(a, errorMessage(a));

/** A card goes by post: without a full US mailing address there is nothing to send to. */
function mailingContact(lead: OutboundLead) {
  if (!lead.first_name || !lead.address || !lead.city || !lead.state || !lead.zip) return undefined;
  return present({
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company_name,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    country: 'US',
  });
}

const zCreated = z.object({ data: z.object({ id: z.union([z.string(), z.number()]) }) });
const zGroups = z.object({
  data: z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.string() })),
  meta: z.object({ current_page: z.number(), last_page: z.number() }).optional(),
});

async function allGroups(apiKey: string): Promise<ProviderOption[]> {
  const out: ProviderOption[] = [];
  for (let page = 1; page <= 50; page++) {
    const a = await call(apiKey, `/groups?page=${page}`, { method: 'GET' });
    if (a.status !== 200) throw new Error(errorMessage(a));
    const groups = zGroups.parse(a.body);
    out.push(...groups.data.map((g) => ({ id: String(g.id), name: g.name })));
    if (!groups.meta || groups.meta.current_page >= groups.meta.last_page) break;
  }
  return out;
}

export const mailboxpowerAdapter: IntegrationAdapter<MailboxpowerCredentials, MailboxpowerSettings> = {
  type: 'mailboxpower',
  label: 'Mailbox Power',
  credentialsSchema: zMailboxpowerCredentials,
  settingsSchema: zMailboxpowerSettings,
  // No published limit; a lead takes one or two calls and each may become a paid card.
  rateLimit: { requests: 2, perSeconds: 1 },

  async check(credentials) {
    return checkWith('Mailbox Power', async () => {
      const a = await call(credentials.apiKey, '/groups?page=1', { method: 'GET' });
      return { status: a.status, message: () => errorMessage(a) };
    });
  },

  async options(credentials, kind) {
    return kind === 'groups' ? allGroups(credentials.apiKey) : [];
  },

  async deliver({ credentials, settings, lead }): Promise<ProviderAnswer> {
    const contact = mailingContact(lead);
    if (!contact) return { outcome: 'failed', detail: 'Mailbox Power sends by post; this lead has no full mailing address (name, street, city, state, ZIP)' };
    try {
      const a = await call(credentials.apiKey, '/contacts', { method: 'POST', body: contact });
      if (a.status !== 200 && a.status !== 201) return failure(a);
      const id = String(zCreated.parse(a.body).data.id);
      const detail = a.status === 201 ? 'Contact created in Mailbox Power' : 'Existing Mailbox Power contact updated';
      if (!settings.groupId) return answerFromStatus({ status: a.status, message: detail, providerRef: id });
      const g = await call(credentials.apiKey, `/groups/${encodeURIComponent(settings.groupId)}/contacts`, { method: 'POST', body: { contact_id: id } });
      if (g.status !== 200 && g.status !== 201) return failure(g);
      return answerFromStatus({ status: a.status, message: `${detail} and added to the group`, providerRef: id });
    } catch (e) {
      return unreachableAnswer(e);
    }
  },
};
