import { adapterOf, type OutboundLead } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CLICKFUNNELS_FAKE_API_TOKEN,
  CLICKFUNNELS_FAKE_SUBDOMAIN,
  CLICKFUNNELS_FAKE_WORKSPACE_ID,
  createClickfunnelsFake,
  type ClickfunnelsFake,
} from './clickfunnels.js';
import { itRetriesRateLimitsAndServerErrors, sampleLead } from './contract-support.js';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';

let fakes: IntegrationFakes;
let fake: ClickfunnelsFake;
const adapter = () => adapterOf('clickfunnels');
const good = { subdomain: CLICKFUNNELS_FAKE_SUBDOMAIN, workspaceId: CLICKFUNNELS_FAKE_WORKSPACE_ID, apiToken: CLICKFUNNELS_FAKE_API_TOKEN };

beforeAll(async () => {
  fakes = await startIntegrationFakes({ fakes: [{ name: 'clickfunnels', create: createClickfunnelsFake, env: (url) => ({ CLICKFUNNELS_API_URL: url }) }] });
  Object.assign(process.env, fakes.env);
  fake = fakes.fake('clickfunnels') as ClickfunnelsFake;
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

interface Contact {
  email_address: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  tags: { id: number; name: string }[];
  custom_attributes: Record<string, string>;
}
const contacts = () => (fake.snapshot() as { contacts: Contact[] }).contacts;
const tagId = (name: string) => (fake.snapshot() as { tags: { id: number; name: string }[] }).tags.find((t) => t.name === name)?.id;
const deliver = (lead: OutboundLead, settings: unknown = {}, credentials: unknown = good) =>
  adapter().deliver({ credentials: adapter().credentialsSchema.parse(credentials), settings: adapter().settingsSchema.parse(settings), lead, idempotencyKey: `k-${lead.leadId}`, now: new Date(), repeated: false });

describe('ClickFunnels: connecting checks the workspace token', () => {
  it('accepts the workspace’s token', async () => {
    expect(await adapter().check(good)).toEqual({ ok: true });
  });

  it('refuses a wrong token with ClickFunnels’ message', async () => {
    expect(await adapter().check({ ...good, apiToken: 'not-the-token-at-all' })).toEqual({ ok: false, detail: 'the provider refused the credentials: API key missing or invalid' });
  });

  it('names another workspace as not found', async () => {
    expect(await adapter().check({ ...good, workspaceId: 1 })).toEqual({ ok: false, detail: 'Not found: Record missing' });
  });
});

describe('ClickFunnels: a lead becomes a workspace contact with the chosen tags', () => {
  it('upserts the contact with the lead fields, then adds the tags', async () => {
    const lead = sampleLead();
    const hot = tagId('Hot');
    const answer = await deliver(lead, { tagIds: [hot], customAttributes: { Keyword: 'keyword' } });
    expect(answer).toEqual({ outcome: 'delivered', status: 201, detail: 'Contact created in ClickFunnels and tagged', providerRef: '1' });
    expect(contacts()).toEqual([
      expect.objectContaining({
        email_address: lead.email,
        first_name: lead.first_name,
        last_name: lead.last_name,
        phone_number: lead.phone,
        custom_attributes: { keyword: lead.keyword },
        tags: [expect.objectContaining({ id: hot, name: 'Hot' })],
      }),
    ]);
  });

  it('keeps the tags a returning contact already had (tag_ids replace them)', async () => {
    await deliver(sampleLead(), { tagIds: [tagId('Local')] });
    const again = await deliver({ ...sampleLead(), leadId: 'lead-2' }, { tagIds: [tagId('Hot')] });
    expect(again).toMatchObject({ outcome: 'delivered', status: 200 });
    expect(contacts()).toHaveLength(1);
    expect(contacts()[0]?.tags.map((t) => t.name).sort()).toEqual(['Hot', 'Local']);
  });

  it('one call when the contact already has every chosen tag', async () => {
    await deliver(sampleLead(), { tagIds: [tagId('Hot')] });
    const before = fakes.received('clickfunnels').length;
    await deliver(sampleLead(), { tagIds: [tagId('Hot')] });
    expect(fakes.received('clickfunnels').length - before).toBe(1);
  });
});

describe('ClickFunnels: its answers become retries or failures', () => {
  itRetriesRateLimitsAndServerErrors('clickfunnels', () => fakes, () => deliver(sampleLead()), 'CLICKFUNNELS_API_URL');

  it('400 fails with ClickFunnels’ error', async () => {
    expect(await deliver(sampleLead(), { tagIds: [999_999] })).toEqual({ outcome: 'failed', status: 400, detail: 'Tag 999999 does not exist in this workspace' });
  });

  it('401 fails as refused credentials', async () => {
    const answer = await deliver(sampleLead(), {}, { ...good, apiToken: 'revoked-token-value' });
    expect(answer).toMatchObject({ outcome: 'failed', status: 401, detail: 'the provider refused the credentials: API key missing or invalid' });
  });
});

describe('ClickFunnels: the tags a client chooses from', () => {
  it('lists every tag, across pages', async () => {
    for (let i = 0; i < 30; i++) fake.addTag(`Extra ${i}`);
    const options = await adapter().options?.(good, 'tags');
    expect(options).toHaveLength(33);
    expect(options?.[0]).toEqual({ id: String(tagId('Website lead')), name: 'Website lead' });
    expect(fakes.received('clickfunnels')).toHaveLength(2);
  });

  it('the credentials need a subdomain, a workspace and a token', () => {
    expect(adapter().credentialsSchema.safeParse({ ...good, subdomain: 'not a host!' }).success).toBe(false);
    expect(adapter().credentialsSchema.parse({ ...good, workspaceId: '42000' })).toEqual(good);
  });
});
