import { adapterOf, type OutboundLead } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSendgridFake, SENDGRID_FAKE_API_KEY, type SendgridContact, type SendgridFake } from './sendgrid.js';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';
import { itRetriesRateLimitsAndServerErrors, sampleLead } from './contract-support.js';

let fakes: IntegrationFakes;
let fake: SendgridFake;
const adapter = () => adapterOf('sendgrid');
const good = { apiKey: SENDGRID_FAKE_API_KEY };

beforeAll(async () => {
  fakes = await startIntegrationFakes({ fakes: [{ name: 'sendgrid', create: createSendgridFake, env: (url) => ({ SENDGRID_API_URL: url }) }] });
  Object.assign(process.env, fakes.env);
  fake = fakes.fake('sendgrid') as SendgridFake;
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

const contacts = () => (fake.snapshot() as { contacts: SendgridContact[] }).contacts;
const lists = () => (fake.snapshot() as { lists: { id: string; name: string }[] }).lists;
const deliver = (lead: OutboundLead, settings: unknown = {}, credentials: unknown = good) =>
  adapter().deliver({ credentials, settings: adapter().settingsSchema.parse(settings), lead, idempotencyKey: `k-${lead.leadId}`, now: new Date(), repeated: false });

describe('SendGrid: connecting checks the API key', () => {
  it('accepts the account key', async () => {
    expect(await adapter().check(good)).toEqual({ ok: true });
  });

  it('refuses a wrong key with what SendGrid said', async () => {
    const answer = await adapter().check({ apiKey: 'SG.not-the-key-at-all' });
    expect(answer).toEqual({ ok: false, detail: expect.stringContaining('the provider refused the credentials') });
  });
});

describe('SendGrid: a lead becomes a marketing contact on the chosen lists', () => {
  it('upserts the contact with the lead fields and answers the job id', async () => {
    const [newsletter] = lists();
    const lead = sampleLead();
    const answer = await deliver(lead, { listIds: [newsletter?.id], customFields: { e1_T: 'keyword' } });
    expect(answer).toMatchObject({ outcome: 'delivered', status: 202, providerRef: expect.any(String) });
    expect(contacts()).toEqual([
      {
        id: expect.any(String),
        email: lead.email,
        first_name: lead.first_name,
        last_name: lead.last_name,
        phone_number: lead.phone,
        address_line_1: lead.address,
        city: lead.city,
        state_province_region: lead.state,
        postal_code: lead.zip,
        custom_fields: { e1_T: lead.keyword },
        list_ids: [newsletter?.id],
      },
    ]);
    expect((fake.snapshot() as { jobs: { job_id: string }[] }).jobs.map((j) => j.job_id)).toEqual([answer.providerRef]);
  });

  it('the same person twice is one contact (SendGrid upserts by e-mail)', async () => {
    await deliver(sampleLead());
    await deliver({ ...sampleLead(), leadId: 'lead-2', city: 'Austin' });
    expect(contacts()).toHaveLength(1);
    expect(contacts()[0]?.city).toBe('Austin');
  });

  it('a lead without an e-mail is failed without a call', async () => {
    const answer = await deliver({ ...sampleLead(), email: undefined });
    expect(answer.outcome).toBe('failed');
    expect(fakes.received('sendgrid')).toHaveLength(0);
  });
});

describe('SendGrid: its answers become retries or failures', () => {
  itRetriesRateLimitsAndServerErrors('sendgrid', () => fakes, () => deliver(sampleLead()), 'SENDGRID_API_URL');

  it('over the account’s window, 429 is retried when X-RateLimit-Reset says the window starts again', async () => {
    const small = await startIntegrationFakes({ fakes: [{ name: 'sendgrid', create: () => createSendgridFake({ perMinute: 2 }), env: (url) => ({ SENDGRID_API_URL: url }) }] });
    process.env.SENDGRID_API_URL = small.env.SENDGRID_API_URL;
    try {
      expect((await deliver(sampleLead())).outcome).toBe('delivered');
      expect((await deliver(sampleLead())).outcome).toBe('delivered');
      const answer = await deliver(sampleLead());
      expect(answer).toMatchObject({ outcome: 'retry', status: 429, detail: 'too many requests' });
      expect(answer.retryAfterSeconds).toBeGreaterThan(0);
      // The reset is whole epoch seconds, rounded up: at most a second past the minute.
      expect(answer.retryAfterSeconds).toBeLessThanOrEqual(61);
    } finally {
      process.env.SENDGRID_API_URL = fakes.env.SENDGRID_API_URL;
      await small.stop();
    }
  });

  it('400 fails with SendGrid’s field and message', async () => {
    const answer = await deliver(sampleLead(), { listIds: ['no-such-list'] });
    expect(answer).toEqual({ outcome: 'failed', status: 400, detail: 'list_ids[0]: list ID does not exist' });
  });

  it('401 fails as refused credentials', async () => {
    const answer = await deliver(sampleLead(), {}, { apiKey: 'SG.revoked-key-here' });
    expect(answer).toMatchObject({ outcome: 'failed', status: 401, detail: expect.stringContaining('the provider refused the credentials') });
  });
});

describe('SendGrid: the lists and custom fields a client chooses from', () => {
  it('lists every list, across pages', async () => {
    for (let i = 0; i < 1000; i++) fake.addList(`Extra ${i}`);
    const options = await adapter().options?.(good, 'lists');
    expect(options).toHaveLength(1003);
    expect(options?.map((o) => o.name).slice(0, 3)).toEqual(['Newsletter', 'Website visitors', 'Hot leads']);
    expect(fakes.received('sendgrid')).toHaveLength(2);
  });

  it('lists the custom fields', async () => {
    expect(await adapter().options?.(good, 'customFields')).toContainEqual({ id: 'e1_T', name: 'keyword' });
  });

  it('the settings keep the chosen lists and field mapping', () => {
    expect(adapter().settingsSchema.parse({ listIds: ['a'], customFields: { e1_T: 'keyword' } })).toEqual({ listIds: ['a'], customFields: { e1_T: 'keyword' } });
    expect(adapter().settingsSchema.safeParse({ customFields: { e1_T: 'password' } }).success).toBe(false);
  });
});
