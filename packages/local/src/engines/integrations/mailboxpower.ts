import { z } from 'zod';
import { jsonBody } from './fake-http.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * Mailbox Power, locally, in the shape the adapter assumes (it publishes no API reference; see
 * packages/core/src/integrations/providers/mailboxpower.ts for what is known and what is read):
 * one account reached with `MAILBOXPOWER_FAKE_API_KEY` in the `APIKEY` header, under
 * `/clienttether/contacts`, a few groups, contacts that need a mailing address and that match
 * an existing one on first name, last name, street, city and state (as Mailbox Power's Zapier
 * action describes), `{ message, errors }` bodies and groups paged `{ data, meta }`.
 */
export const MAILBOXPOWER_FAKE_API_KEY = 'mbp-local-development-key';

const PAGE = 15;
const SEEDED_GROUPS = ['New leads', 'Thank-you card', 'Open house visitors'];

export interface MailboxpowerContact {
  id: number;
  first_name: string;
  last_name?: string;
  email?: string;
  phone?: string;
  company?: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country?: string;
  group_ids: number[];
}

const zContact = z.object({
  first_name: z.string().min(1).max(100),
  last_name: z.string().max(100).optional(),
  email: z.string().email().optional(),
  phone: z.string().max(40).optional(),
  company: z.string().max(200).optional(),
  address: z.string().min(1).max(200),
  city: z.string().min(1).max(100),
  state: z.string().min(2).max(50),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, 'The zip must be a US ZIP code.'),
  country: z.string().max(2).optional(),
});

const message = (status: number, text: string, errors?: Record<string, string[]>): FakeResponse => ({ status, body: { message: text, ...(errors ? { errors } : {}) } });
const MATCHED_ON = ['first_name', 'last_name', 'address', 'city', 'state'] as const;
const sameAddressee = (a: Omit<MailboxpowerContact, 'id' | 'group_ids'>, b: MailboxpowerContact) =>
  MATCHED_ON.every((k) => (a[k] ?? '').toLowerCase() === (b[k] ?? '').toLowerCase());

export interface MailboxpowerFake extends FakeProvider {
  addGroup(name: string): number;
}

export function createMailboxpowerFake(): MailboxpowerFake {
  let groups: { id: number; name: string }[] = [];
  let contacts: MailboxpowerContact[] = [];
  let nextId = 1;

  const addGroup = (name: string) => {
    const id = nextId++;
    groups.push({ id, name });
    return id;
  };
  const reset = () => {
    groups = [];
    contacts = [];
    nextId = 1;
    SEEDED_GROUPS.forEach(addGroup);
    nextId = 1000;
  };
  reset();

  function createContact(req: FakeRequest, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const parsed = zContact.safeParse(jsonBody(req));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const i of parsed.error.issues) (errors[i.path.join('.') || 'body'] ??= []).push(`The ${i.path.join('.')} field is invalid: ${i.message}`);
      return message(422, 'The given data was invalid.', errors);
    }
    const existing = contacts.find((c) => sameAddressee(parsed.data, c));
    if (existing) {
      Object.assign(existing, parsed.data);
      record({ summary: `updated contact ${existing.id} (${existing.first_name} ${existing.last_name ?? ''}, ${existing.city})`, data: parsed.data });
      return { status: 200, body: { data: existing } };
    }
    const contact: MailboxpowerContact = { ...parsed.data, id: nextId++, group_ids: [] };
    contacts.push(contact);
    record({ summary: `created contact ${contact.id} (${contact.first_name} ${contact.last_name ?? ''}, ${contact.city})`, data: parsed.data });
    return { status: 201, body: { data: contact } };
  }

  function addToGroup(groupId: string, req: FakeRequest, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const group = groups.find((g) => String(g.id) === groupId);
    if (!group) return message(404, 'Group not found.');
    const body = jsonBody(req) as { contact_id?: unknown } | undefined;
    const contact = contacts.find((c) => String(c.id) === String(body?.contact_id));
    if (!contact) return message(422, 'The given data was invalid.', { contact_id: ['The selected contact id is invalid.'] });
    if (!contact.group_ids.includes(group.id)) contact.group_ids.push(group.id);
    record({ summary: `added contact ${contact.id} to group ${group.name}` });
    return { status: 200, body: { data: { contact_id: contact.id, group_id: group.id } } };
  }

  function groupPage(req: FakeRequest): FakeResponse {
    const page = Math.max(1, Number(req.query.get('page') ?? '1') || 1);
    const last = Math.max(1, Math.ceil(groups.length / PAGE));
    return { status: 200, body: { data: groups.slice((page - 1) * PAGE, page * PAGE), meta: { current_page: page, last_page: last, per_page: PAGE, total: groups.length } } };
  }

  return {
    name: 'mailboxpower',
    addGroup,
    async handle(req, ctx) {
      if (req.headers.apikey !== MAILBOXPOWER_FAKE_API_KEY) return message(401, 'Unauthenticated.');
      if (req.method === 'POST' && req.path === '/clienttether/contacts') return createContact(req, ctx.record);
      if (req.method === 'GET' && req.path === '/clienttether/contacts/groups') return groupPage(req);
      const m = /^\/clienttether\/contacts\/groups\/([^/]+)\/contacts$/.exec(req.path);
      if (req.method === 'POST' && m) return addToGroup(decodeURIComponent(m[1] as string), req, ctx.record);
      return message(404, 'Not Found.');
    },
    snapshot: () => ({ account: { apiKey: MAILBOXPOWER_FAKE_API_KEY }, groups: [...groups], contacts: contacts.map((c) => ({ ...c, group_ids: [...c.group_ids] })) }),
    reset,
  };
}
