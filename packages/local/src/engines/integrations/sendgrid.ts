import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { bearerToken, jsonBody } from './fake-http.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * SendGrid Marketing Campaigns, locally: one account whose API key is `SENDGRID_FAKE_API_KEY`, with
 * a few lists and custom fields. It answers the calls the SendGrid adapter makes in SendGrid's
 * shapes (`PUT /v3/marketing/contacts` → 202 `{ job_id }`, lists paged by `page_token`, errors
 * `{ errors: [{ field, message }] }`, X-RateLimit-* headers) and upserts contacts by e-mail
 * straight away, where SendGrid queues the job.
 */
export const SENDGRID_FAKE_API_KEY = 'SG.local-development.key-for-the-fake';

const SEEDED_LISTS = ['Newsletter', 'Website visitors', 'Hot leads'];
const SEEDED_FIELDS = [
  { id: 'e1_T', name: 'keyword', field_type: 'Text' },
  { id: 'e2_T', name: 'landing_page', field_type: 'Text' },
  { id: 'e3_T', name: 'campaign', field_type: 'Text' },
];

export interface SendgridContact {
  id: string;
  email: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state_province_region?: string;
  postal_code?: string;
  country?: string;
  custom_fields: Record<string, string | number>;
  list_ids: string[];
}

const zContact = z.object({
  email: z.string().email().max(254),
  first_name: z.string().max(50).optional(),
  last_name: z.string().max(50).optional(),
  phone_number: z.string().max(50).optional(),
  address_line_1: z.string().max(100).optional(),
  address_line_2: z.string().max(100).optional(),
  city: z.string().max(60).optional(),
  state_province_region: z.string().max(50).optional(),
  postal_code: z.string().max(60).optional(),
  country: z.string().max(50).optional(),
  custom_fields: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const zUpsert = z.object({
  list_ids: z.array(z.string()).optional(),
  contacts: z.array(z.unknown()).min(1).max(30_000),
});

const errors = (status: number, list: { field: string | null; message: string }[]): FakeResponse => ({ status, body: { errors: list } });

export interface SendgridFake extends FakeProvider {
  /** Adds a list to the account (tests use it to make the lists span pages). */
  addList(name: string): string;
}

/** `perMinute`: the account's request window (SendGrid's answers carry it in X-RateLimit-*). */
export function createSendgridFake(opts: { perMinute?: number } = {}): SendgridFake {
  const limit = opts.perMinute ?? 600;
  let lists: { id: string; name: string }[] = [];
  let contacts = new Map<string, SendgridContact>();
  let jobs: { job_id: string; contacts: number }[] = [];
  let windowStart = Date.now();
  let used = 0;

  const addList = (name: string) => {
    const id = randomUUID();
    lists.push({ id, name });
    return id;
  };
  const reset = () => {
    lists = [];
    contacts = new Map();
    jobs = [];
    windowStart = Date.now();
    used = 0;
    SEEDED_LISTS.forEach(addList);
  };
  reset();

  /** SendGrid's per-minute window headers on every answer; over the limit, no call is taken. */
  const rateWindow = (): { headers: Record<string, string>; over: boolean } => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      used = 0;
    }
    used++;
    return {
      over: used > limit,
      headers: {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(Math.max(0, limit - used)),
        'x-ratelimit-reset': String(Math.ceil((windowStart + 60_000) / 1000)),
      },
    };
  };

  function upsert(req: FakeRequest, record: (e: { summary: string; data?: unknown }) => void): FakeResponse {
    const parsed = zUpsert.safeParse(jsonBody(req));
    if (!parsed.success) return errors(400, [{ field: parsed.error.issues[0]?.path.join('.') || null, message: 'invalid request body' }]);
    const listIds = parsed.data.list_ids ?? [];
    const unknownList = listIds.findIndex((id) => !lists.some((l) => l.id === id));
    if (unknownList >= 0) return errors(400, [{ field: `list_ids[${unknownList}]`, message: 'list ID does not exist' }]);
    const accepted: z.infer<typeof zContact>[] = [];
    for (const [i, raw] of parsed.data.contacts.entries()) {
      const c = zContact.safeParse(raw);
      if (!c.success) {
        const issue = c.error.issues[0];
        return errors(400, [{ field: `contacts[${i}].${issue?.path.join('.') ?? ''}`, message: issue?.message ?? 'invalid contact' }]);
      }
      const unknownField = Object.keys(c.data.custom_fields ?? {}).find((id) => !SEEDED_FIELDS.some((f) => f.id === id));
      if (unknownField) return errors(400, [{ field: `contacts[${i}].custom_fields.${unknownField}`, message: 'custom field ID does not exist' }]);
      accepted.push(c.data);
    }
    for (const c of accepted) {
      const key = c.email.toLowerCase();
      const before = contacts.get(key);
      const { custom_fields: custom, ...fields } = c;
      contacts.set(key, {
        ...before,
        ...fields,
        id: before?.id ?? randomUUID(),
        email: key,
        custom_fields: { ...before?.custom_fields, ...custom },
        list_ids: [...new Set([...(before?.list_ids ?? []), ...listIds])],
      });
    }
    const job_id = randomUUID();
    jobs.push({ job_id, contacts: accepted.length });
    record({ summary: `upserted ${accepted.map((c) => c.email).join(', ')}${listIds.length ? ` into ${listIds.length} list(s)` : ''}`, data: { job_id, list_ids: listIds, contacts: accepted } });
    return { status: 202, body: { job_id } };
  }

  function listPage(req: FakeRequest): FakeResponse {
    const size = Number(req.query.get('page_size') ?? '100');
    if (!Number.isInteger(size) || size < 1 || size > 1000) return errors(400, [{ field: 'page_size', message: 'page_size must be between 1 and 1000' }]);
    const token = req.query.get('page_token');
    const start = token ? Number(Buffer.from(token, 'base64url').toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return errors(400, [{ field: 'page_token', message: 'invalid page token' }]);
    const page = lists.slice(start, start + size);
    const member = (id: string) => [...contacts.values()].filter((c) => c.list_ids.includes(id)).length;
    const self = `https://api.sendgrid.com/v3/marketing/lists?page_size=${size}`;
    const more = start + size < lists.length;
    return {
      status: 200,
      body: {
        result: page.map((l) => ({ id: l.id, name: l.name, contact_count: member(l.id), _metadata: { self: `https://api.sendgrid.com/v3/marketing/lists/${l.id}` } })),
        _metadata: {
          self,
          count: lists.length,
          ...(more ? { next: `${self}&page_token=${Buffer.from(String(start + size)).toString('base64url')}` } : {}),
        },
      },
    };
  }

  return {
    name: 'sendgrid',
    addList,
    async handle(req, ctx) {
      const { headers, over } = rateWindow();
      if (over) return { ...errors(429, [{ field: null, message: 'too many requests' }]), headers };
      const token = bearerToken(req);
      if (!token) return { ...errors(401, [{ field: null, message: 'authorization required' }]), headers };
      if (token !== SENDGRID_FAKE_API_KEY) return { ...errors(401, [{ field: null, message: 'The provided authorization grant is invalid, expired, or revoked' }]), headers };
      const route = `${req.method} ${req.path}`;
      let answer: FakeResponse;
      if (route === 'PUT /v3/marketing/contacts') answer = upsert(req, ctx.record);
      else if (route === 'GET /v3/marketing/lists') answer = listPage(req);
      else if (route === 'GET /v3/marketing/field_definitions') answer = { status: 200, body: { custom_fields: SEEDED_FIELDS, reserved_fields: [] } };
      else if (route === 'GET /v3/scopes') answer = { status: 200, body: { scopes: ['marketing.read', 'marketing.write', 'scopes.read'] } };
      else answer = errors(404, [{ field: null, message: 'resource not found' }]);
      return { ...answer, headers: { ...headers, ...answer.headers } };
    },
    snapshot: () => ({ account: { apiKey: SENDGRID_FAKE_API_KEY }, lists: [...lists], contacts: [...contacts.values()], jobs: [...jobs] }),
    reset,
  };
}
