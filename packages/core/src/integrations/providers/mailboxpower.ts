import { z } from 'zod';
import type { IntegrationAdapter, OutboundLead, ProviderAnswer, ProviderOption } from '../../platform/integration-provider.js';
import { answerFromStatus, callWithAuth, checkWith, clip, failureOf, providerBaseUrl, unreachableAnswer, type HttpAnswer } from './http.js';
import { present } from './lead-fields.js';

/**
 * Mailbox Power (physical cards and gifts). It publishes no API reference (help.mailboxpower.com
 * covers the app; its Zapier and Make apps name the operations, not the HTTP shapes). What its
 * public integrations show, and this adapter follows: the API is served at
 * `https://api.rocketnotes.com/api`, the account's key goes in an `APIKEY` header (not Bearer),
 * and listing the contact groups, `GET /clienttether/contacts/groups`, is the call Pipedream's
 * Mailbox Power app makes to test a key (so it is the check here too). Its Zapier action "Create or
 * Update Contact" matches an existing contact on first name, last name, street, city and state.
 * Still this platform's reading, to be checked against a real account before production use:
 * creating a contact at `POST /clienttether/contacts`, adding it to a group at
 * `POST /clienttether/contacts/groups/{id}/contacts`, the groups' `{ data, meta }` paging and the
 * `{ message, errors }` error body (docs/decisions.md, "Integration providers and their local
 * fakes"). MAILBOXPOWER_API_URL points it elsewhere.
 */

export const zMailboxpowerCredentials = z.object({ apiKey: z.string().trim().min(8).max(500) });
export type MailboxpowerCredentials = z.infer<typeof zMailboxpowerCredentials>;

export const zMailboxpowerSettings = z.object({
  /** The group the contact joins (its automations send the mail); none keeps it ungrouped. */
  groupId: z.string().min(1).max(100).optional(),
});
export type MailboxpowerSettings = z.infer<typeof zMailboxpowerSettings>;

const base = () => providerBaseUrl('MAILBOXPOWER_API_URL', 'https://api.rocketnotes.com/api');
const CONTACTS = '/clienttether/contacts';

const call = (apiKey: string, path: string, init: { method: 'GET' | 'POST'; body?: unknown }) => callWithAuth(`${base()}${path}`, { apikey: apiKey }, init);

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
    const a = await call(apiKey, `${CONTACTS}/groups?page=${page}`, { method: 'GET' });
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
      const a = await call(credentials.apiKey, `${CONTACTS}/groups`, { method: 'GET' });
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
      const a = await call(credentials.apiKey, CONTACTS, { method: 'POST', body: contact });
      if (a.status !== 200 && a.status !== 201) return failure(a);
      const id = String(zCreated.parse(a.body).data.id);
      const detail = a.status === 201 ? 'Contact created in Mailbox Power' : 'Existing Mailbox Power contact updated';
      if (!settings.groupId) return answerFromStatus({ status: a.status, message: detail, providerRef: id });
      const g = await call(credentials.apiKey, `${CONTACTS}/groups/${encodeURIComponent(settings.groupId)}/contacts`, { method: 'POST', body: { contact_id: id } });
      if (g.status !== 200 && g.status !== 201) return failure(g);
      return answerFromStatus({ status: a.status, message: `${detail} and added to the group`, providerRef: id });
    } catch (e) {
      return unreachableAnswer(e);
    }
  },
};
