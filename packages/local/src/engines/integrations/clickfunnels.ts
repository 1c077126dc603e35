import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { bearerToken, jsonBody } from './fake-http.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * ClickFunnels 2.0, locally: one workspace (`CLICKFUNNELS_FAKE_WORKSPACE_ID`) reached with
 * `CLICKFUNNELS_FAKE_API_TOKEN`, with a few contact tags. It answers the adapter's calls in
 * ClickFunnels' shapes: the contacts upsert matching on e-mail (201 created, 200 updated, the
 * contact with its tags; `tag_ids` replace the tags, empty values change nothing), the tags list
 * paged by `after` with `Pagination-Next`, and `{ error }` bodies.
 */
export const CLICKFUNNELS_FAKE_API_TOKEN = 'cf-local-development-token';
export const CLICKFUNNELS_FAKE_WORKSPACE_ID = 42000;
export const CLICKFUNNELS_FAKE_SUBDOMAIN = 'localworkspace';

/** ClickFunnels' page size for lists. */
const PAGE = 20;
const SEEDED_TAGS = ['Website lead', 'Hot', 'Local'];

interface Tag {
  id: number;
  public_id: string;
  workspace_id: number;
  name: string;
  color: string;
}
export interface ClickfunnelsContact {
  id: number;
  public_id: string;
  workspace_id: number;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  tag_ids: number[];
  custom_attributes: Record<string, string>;
}

const zUpsert = z.object({
  contact: z.object({
    email_address: z.string().email().nullish(),
    first_name: z.string().max(255).nullish(),
    last_name: z.string().max(255).nullish(),
    phone_number: z.string().max(50).nullish(),
    tag_ids: z.array(z.number().int()).optional(),
    custom_attributes: z.record(z.string().min(1), z.string().nullable()).optional(),
  }),
});

const publicId = () => randomBytes(4).toString('base64url').slice(0, 6);
const fail = (status: number, error: string): FakeResponse => ({ status, body: { error } });
const snake = (key: string) => key.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export interface ClickfunnelsFake extends FakeProvider {
  addTag(name: string): number;
}

export function createClickfunnelsFake(): ClickfunnelsFake {
  let tags: Tag[] = [];
  let contacts: ClickfunnelsContact[] = [];
  let nextTag = 100;
  let nextContact = 1;

  const addTag = (name: string) => {
    const id = ++nextTag;
    tags.push({ id, public_id: publicId(), workspace_id: CLICKFUNNELS_FAKE_WORKSPACE_ID, name, color: '#3b82f6' });
    return id;
  };
  const reset = () => {
    tags = [];
    contacts = [];
    nextTag = 100;
    nextContact = 1;
    SEEDED_TAGS.forEach(addTag);
  };
  reset();

  const view = (c: ClickfunnelsContact) => {
    const { tag_ids, ...rest } = c;
    return { ...rest, tags: tags.filter((t) => tag_ids.includes(t.id)).map((t) => ({ ...t, applied_at: null })) };
  };

  function upsert(req: FakeRequest, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const body = jsonBody(req);
    if (!body || typeof body !== 'object' || !('contact' in body)) return fail(400, 'param is missing or the value is empty: contact');
    const parsed = zUpsert.safeParse(body);
    if (!parsed.success) return fail(400, `${parsed.error.issues[0]?.path.slice(1).join('.') ?? 'contact'} is invalid`);
    const input = parsed.data.contact;
    if (!input.email_address) return fail(400, 'email_address is required to upsert a contact');
    const unknownTag = input.tag_ids?.find((id) => !tags.some((t) => t.id === id));
    if (unknownTag !== undefined) return fail(400, `Tag ${unknownTag} does not exist in this workspace`);
    const email = input.email_address.toLowerCase();
    let contact = contacts.find((c) => c.email_address === email);
    const created = !contact;
    if (!contact) {
      contact = { id: nextContact++, public_id: publicId(), workspace_id: CLICKFUNNELS_FAKE_WORKSPACE_ID, email_address: email, first_name: null, last_name: null, phone_number: null, tag_ids: [], custom_attributes: {} };
      contacts.push(contact);
    }
    // Empty values never reset what the contact had; a tag list replaces the tags.
    for (const key of ['first_name', 'last_name', 'phone_number'] as const) {
      const v = input[key];
      if (v) contact[key] = v;
    }
    if (input.tag_ids && input.tag_ids.length > 0) contact.tag_ids = [...new Set(input.tag_ids)];
    for (const [k, v] of Object.entries(input.custom_attributes ?? {})) contact.custom_attributes[snake(k)] = v ?? '';
    record({ summary: `${created ? 'created' : 'updated'} contact ${email}${input.tag_ids?.length ? ` with tags ${input.tag_ids.join(', ')}` : ''}`, data: input });
    return { status: created ? 201 : 200, body: view(contact) };
  }

  function tagPage(req: FakeRequest, baseUrl: string): FakeResponse {
    const after = req.query.get('after');
    const start = after ? tags.findIndex((t) => String(t.id) === after) + 1 : 0;
    const page = tags.slice(start, start + PAGE);
    const more = start + PAGE < tags.length;
    const last = page.at(-1);
    const headers: Record<string, string> = more && last
      ? { 'pagination-next': String(last.id), link: `<${baseUrl}/api/v2/workspaces/${CLICKFUNNELS_FAKE_WORKSPACE_ID}/contacts/tags?after=${last.id}>; rel="next"` }
      : {};
    return { status: 200, headers, body: page };
  }

  return {
    name: 'clickfunnels',
    addTag,
    async handle(req, ctx) {
      if (bearerToken(req) !== CLICKFUNNELS_FAKE_API_TOKEN) return fail(401, 'API key missing or invalid');
      const m = /^\/api\/v2\/workspaces\/([^/]+)(\/.*)$/.exec(req.path);
      if (!m) return fail(404, 'Not found: Record missing');
      if (m[1] !== String(CLICKFUNNELS_FAKE_WORKSPACE_ID)) return fail(404, 'Not found: Record missing');
      const route = `${req.method} ${m[2]}`;
      if (route === 'POST /contacts/upsert') return upsert(req, ctx.record);
      if (route === 'GET /contacts/tags') return tagPage(req, ctx.baseUrl);
      return fail(404, 'Not found: Record missing');
    },
    snapshot: () => ({ account: { subdomain: CLICKFUNNELS_FAKE_SUBDOMAIN, workspaceId: CLICKFUNNELS_FAKE_WORKSPACE_ID, apiToken: CLICKFUNNELS_FAKE_API_TOKEN }, tags: [...tags], contacts: contacts.map(view) }),
    reset,
  };
}
