import { adapterOf, type OutboundLead } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itRetriesRateLimitsAndServerErrors, sampleLead } from './contract-support.js';
import { createKartraFake, KARTRA_FAKE_API_KEY, KARTRA_FAKE_API_PASSWORD, KARTRA_FAKE_APP_ID, type KartraLead } from './kartra.js';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';

let fakes: IntegrationFakes;
const adapter = () => adapterOf('kartra');
const good = { apiKey: KARTRA_FAKE_API_KEY, apiPassword: KARTRA_FAKE_API_PASSWORD };

beforeAll(async () => {
  fakes = await startIntegrationFakes({
    fakes: [{ name: 'kartra', create: createKartraFake, env: (url) => ({ KARTRA_API_URL: url, KARTRA_APP_ID: KARTRA_FAKE_APP_ID }) }],
  });
  Object.assign(process.env, fakes.env);
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

const leads = () => (fakes.snapshot().kartra as { leads: KartraLead[] }).leads;
const deliver = (lead: OutboundLead, settings: unknown = {}, credentials: unknown = good) =>
  adapter().deliver({ credentials, settings: adapter().settingsSchema.parse(settings), lead, idempotencyKey: `k-${lead.leadId}`, now: new Date(), repeated: false });

describe('Kartra: connecting checks the API key and password', () => {
  it('accepts the account keys', async () => {
    expect(await adapter().check(good)).toEqual({ ok: true });
  });

  it('refuses a wrong password with Kartra’s message', async () => {
    expect(await adapter().check({ ...good, apiPassword: 'not-the-password' })).toEqual({
      ok: false,
      detail: 'the provider refused the credentials: API password not valid. Please get an API password first (type 233)',
    });
  });
});

describe('Kartra: a lead becomes a Kartra lead on the chosen lists and tags', () => {
  it('creates the lead with its fields, subscribes it and tags it, in one call', async () => {
    const lead = sampleLead();
    const answer = await deliver(lead, { listNames: ['Buyers'], tagNames: ['Hot', 'Local'] });
    expect(answer).toEqual({ outcome: 'delivered', status: 200, detail: 'Lead created in Kartra', providerRef: '1' });
    expect(leads()).toEqual([
      {
        id: '1',
        email: lead.email,
        fields: { first_name: lead.first_name, last_name: lead.last_name, phone: lead.phone, address: lead.address, city: lead.city, state: lead.state, zip: lead.zip, company: lead.company_name },
        lists: ['Buyers'],
        tags: ['Hot', 'Local'],
      },
    ]);
    expect(fakes.received('kartra')).toHaveLength(1);
  });

  it('a person already in Kartra is updated, not duplicated (create answers 244, then edit_lead)', async () => {
    await deliver(sampleLead(), { listNames: ['Buyers'] });
    const again = await deliver({ ...sampleLead(), leadId: 'lead-2', city: 'Austin' }, { listNames: ['Newsletter'] });
    expect(again).toEqual({ outcome: 'delivered', status: 200, detail: 'Existing Kartra lead updated', providerRef: '1' });
    expect(leads()).toHaveLength(1);
    expect(leads()[0]).toMatchObject({ fields: { city: 'Austin' }, lists: ['Buyers', 'Newsletter'] });
  });
});

describe('Kartra: its answers become retries or failures', () => {
  itRetriesRateLimitsAndServerErrors('kartra', () => fakes, () => deliver(sampleLead()), 'KARTRA_API_URL');

  it('over Kartra’s calls a second, 429 is retried after the second Kartra says to wait', async () => {
    const small = await startIntegrationFakes({
      fakes: [{ name: 'kartra', create: () => createKartraFake({ perSecond: 1 }), env: (url) => ({ KARTRA_API_URL: url, KARTRA_APP_ID: KARTRA_FAKE_APP_ID }) }],
    });
    process.env.KARTRA_API_URL = small.env.KARTRA_API_URL;
    try {
      expect((await deliver(sampleLead())).outcome).toBe('delivered');
      expect(await deliver(sampleLead())).toMatchObject({ outcome: 'retry', status: 429, retryAfterSeconds: 1 });
    } finally {
      process.env.KARTRA_API_URL = fakes.env.KARTRA_API_URL;
      await small.stop();
    }
  });

  it('an error confirmation (HTTP 200, status Error) fails with Kartra’s message', async () => {
    expect(await deliver(sampleLead(), { listNames: ['No such list'] })).toEqual({ outcome: 'failed', status: 200, detail: 'List does not exist (type 231)' });
  });

  it('refused keys fail as refused credentials', async () => {
    const answer = await deliver(sampleLead(), {}, { ...good, apiKey: 'someone-elses-key' });
    expect(answer).toMatchObject({ outcome: 'failed', detail: expect.stringContaining('the provider refused the credentials') });
    expect(leads()).toEqual([]);
  });
});

describe('Kartra: the lists and tags a client chooses from', () => {
  it('lists the account’s lists and tags by name', async () => {
    expect(await adapter().options?.(good, 'lists')).toEqual(['Newsletter', 'Buyers', 'Webinar'].map((n) => ({ id: n, name: n })));
    expect(await adapter().options?.(good, 'tags')).toEqual(['Website lead', 'Hot', 'Local'].map((n) => ({ id: n, name: n })));
  });

  it('the settings keep list and tag names', () => {
    expect(adapter().settingsSchema.parse({ listNames: ['Buyers'] })).toEqual({ listNames: ['Buyers'], tagNames: [] });
    expect(adapter().settingsSchema.safeParse({ listNames: [''] }).success).toBe(false);
  });
});
