import { z } from 'zod';
import type { IntegrationAdapter, OutboundLead, ProviderAnswer, ProviderOption } from '../../platform/integration-provider.js';
import { answerFromStatus, callWithBearer, checkWith, clip, failureOf, unreachableAnswer, type HttpAnswer } from './http.js';
import { mappedFields, present, zCustomFieldMap } from './lead-fields.js';

/**
 * ClickFunnels 2.0, matched against its OpenAPI document (servers
 * `https://{subdomain}.myclickfunnels.com/api/v2`, https://developers.myclickfunnels.com):
 * - `POST /workspaces/{workspace_id}/contacts/upsert` `{ contact: { email_address, first_name,
 *   last_name, phone_number, tag_ids, custom_attributes } }` creates (201) or updates (200) the
 *   contact matching on e-mail and answers it with its `tags`;
 * - `tag_ids`, when given, replace the contact's tags, so the adapter upserts the fields first and
 *   sends `tag_ids` (what it had plus the chosen ones) only when a chosen tag is missing;
 * - `GET /workspaces/{workspace_id}/contacts/tags` pages with `after` and the `Pagination-Next` header;
 * - `Authorization: Bearer <token>`; errors `{ error }` (401 "API key missing or invalid", 404 for
 *   another workspace). CLICKFUNNELS_API_URL, when set, replaces every workspace's host.
 */

export const zClickfunnelsCredentials = z.object({
  /** The workspace's host is `{subdomain}.myclickfunnels.com`. */
  subdomain: z.string().trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Use the subdomain of your myclickfunnels.com address'),
  workspaceId: z.coerce.number().int().positive(),
  apiToken: z.string().trim().min(8).max(500),
});
export type ClickfunnelsCredentials = z.infer<typeof zClickfunnelsCredentials>;

export const zClickfunnelsSettings = z.object({
  tagIds: z.array(z.number().int().positive()).max(50).default([]),
  /** Custom contact attribute key → the lead field that fills it. */
  customAttributes: zCustomFieldMap.default({}),
});
export type ClickfunnelsSettings = z.infer<typeof zClickfunnelsSettings>;

function apiBase(c: ClickfunnelsCredentials): string {
  const override = process.env.CLICKFUNNELS_API_URL;
  const host = override && override.length > 0 ? z.url({ protocol: /^https?$/ }).parse(override) : `https://${c.subdomain}.myclickfunnels.com`;
  return `${host.replace(/\/+$/, '')}/api/v2/workspaces/${c.workspaceId}`;
}

const call = (c: ClickfunnelsCredentials, path: string, init: { method: 'GET' | 'POST'; body?: unknown }) => callWithBearer(`${apiBase(c)}${path}`, c.apiToken, init);

/** `{ error }`, `{ errors }` or Rails' `{ field: [messages] }`, as one line. */
function errorMessage(a: HttpAnswer): string {
  const b = a.body;
  if (b && typeof b === 'object') {
    const o = b as Record<string, unknown>;
    if (typeof o.error === 'string') return clip(o.error);
    const fields = Object.entries((o.errors as Record<string, unknown> | undefined) ?? o).filter(([, v]) => Array.isArray(v));
    if (fields.length > 0) return clip(fields.map(([k, v]) => `${k} ${(v as unknown[]).join(', ')}`).join('; '));
  }
  return `ClickFunnels answered ${a.status}`;
}

const failure = (a: HttpAnswer) => failureOf(a, errorMessage(a));

const zContact = z.object({ id: z.union([z.number(), z.string()]), tags: z.array(z.object({ id: z.number() })).default([]) });
const zTags = z.array(z.object({ id: z.number(), name: z.string() }));

function contactOf(lead: OutboundLead, settings: ClickfunnelsSettings) {
  const custom = mappedFields(lead, settings.customAttributes);
  return {
    ...present({ email_address: lead.email, first_name: lead.first_name, last_name: lead.last_name, phone_number: lead.phone }),
    ...(Object.keys(custom).length > 0 ? { custom_attributes: custom } : {}),
  };
}

async function allTags(c: ClickfunnelsCredentials): Promise<ProviderOption[]> {
  const out: ProviderOption[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const a = await call(c, `/contacts/tags${after ? `?after=${encodeURIComponent(after)}` : ''}`, { method: 'GET' });
    if (a.status !== 200) throw new Error(errorMessage(a));
    out.push(...zTags.parse(a.body).map((t) => ({ id: String(t.id), name: t.name })));
    after = a.headers.get('pagination-next');
    if (!after) break;
  }
  return out;
}

export const clickfunnelsAdapter: IntegrationAdapter<ClickfunnelsCredentials, ClickfunnelsSettings> = {
  type: 'clickfunnels',
  label: 'ClickFunnels',
  credentialsSchema: zClickfunnelsCredentials,
  settingsSchema: zClickfunnelsSettings,
  // ClickFunnels publishes no number; a lead takes one or two calls.
  rateLimit: { requests: 4, perSeconds: 1 },

  async check(credentials) {
    return checkWith('ClickFunnels', async () => {
      const a = await call(credentials, '/contacts/tags', { method: 'GET' });
      return { status: a.status, message: () => errorMessage(a) };
    });
  },

  async options(credentials, kind) {
    return kind === 'tags' ? allTags(credentials) : [];
  },

  async deliver({ credentials, settings, lead }): Promise<ProviderAnswer> {
    if (!lead.email) return { outcome: 'failed', detail: 'ClickFunnels matches contacts on e-mail; this lead has none' };
    try {
      const a = await call(credentials, '/contacts/upsert', { method: 'POST', body: { contact: contactOf(lead, settings) } });
      if (a.status !== 200 && a.status !== 201) return failure(a);
      const contact = zContact.parse(a.body);
      const had = contact.tags.map((t) => t.id);
      const missing = settings.tagIds.filter((id) => !had.includes(id));
      const detail = a.status === 201 ? 'Contact created in ClickFunnels' : 'Existing ClickFunnels contact updated';
      if (missing.length === 0) return answerFromStatus({ status: a.status, message: detail, providerRef: String(contact.id) });
      const tagged = await call(credentials, '/contacts/upsert', { method: 'POST', body: { contact: { email_address: lead.email, tag_ids: [...had, ...missing] } } });
      if (tagged.status !== 200 && tagged.status !== 201) return failure(tagged);
      return answerFromStatus({ status: a.status, message: `${detail} and tagged`, providerRef: String(contact.id) });
    } catch (e) {
      return unreachableAnswer(e);
    }
  },
};
