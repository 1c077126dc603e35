import { adapterOf, type OutboundLead } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itRetriesRateLimitsAndServerErrors, sampleLead } from './contract-support.js';
import { createMailboxpowerFake, MAILBOXPOWER_FAKE_API_KEY, type MailboxpowerContact, type MailboxpowerFake } from './mailboxpower.js';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';

let fakes: IntegrationFakes;
let fake: MailboxpowerFake;
const adapter = () => adapterOf('mailboxpower');
const good = { apiKey: MAILBOXPOWER_FAKE_API_KEY };

beforeAll(async () => {
  fakes = await startIntegrationFakes({ fakes: [{ name: 'mailboxpower', create: createMailboxpowerFake, env: (url) => ({ MAILBOXPOWER_API_URL: url }) }] });
  Object.assign(process.env, fakes.env);
  fake = fakes.fake('mailboxpower') as MailboxpowerFake;
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

const state = () => fake.snapshot() as { groups: { id: number; name: string }[]; contacts: MailboxpowerContact[] };
const groupId = (name: string) => String(state().groups.find((g) => g.name === name)?.id);
const deliver = (lead: OutboundLead, settings: unknown = {}, credentials: unknown = good) =>
  adapter().deliver({ credentials, settings: adapter().settingsSchema.parse(settings), lead, idempotencyKey: `k-${lead.leadId}`, now: new Date(), repeated: false });

describe('Mailbox Power: connecting checks the API key', () => {
  it('accepts the account key', async () => {
    expect(await adapter().check(good)).toEqual({ ok: true });
  });

  it('refuses a wrong key', async () => {
    expect(await adapter().check({ apiKey: 'someone-elses-key' })).toEqual({ ok: false, detail: 'the provider refused the credentials: Unauthenticated.' });
  });
});

describe('Mailbox Power: a lead with a mailing address becomes a contact in the chosen group', () => {
  it('creates the contact with the lead’s name and address, then adds it to the group', async () => {
    const lead = sampleLead();
    const answer = await deliver(lead, { groupId: groupId('Thank-you card') });
    expect(answer).toMatchObject({ outcome: 'delivered', status: 201, detail: 'Contact created in Mailbox Power and added to the group' });
    expect(state().contacts).toEqual([
      {
        id: Number(answer.providerRef),
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
        group_ids: [Number(groupId('Thank-you card'))],
      },
    ]);
  });

  it('the same person at the same address is one contact', async () => {
    await deliver(sampleLead());
    const again = await deliver({ ...sampleLead(), leadId: 'lead-2', phone: '+15125550199' });
    expect(again).toMatchObject({ outcome: 'delivered', status: 200 });
    expect(state().contacts).toHaveLength(1);
    expect(state().contacts[0]?.phone).toBe('+15125550199');
  });

  it('a lead without a full mailing address is failed without a call', async () => {
    const answer = await deliver({ ...sampleLead(), zip: undefined });
    expect(answer).toMatchObject({ outcome: 'failed', detail: expect.stringContaining('no full mailing address') });
    expect(fakes.received('mailboxpower')).toHaveLength(0);
  });
});

describe('Mailbox Power: its answers become retries or failures', () => {
  itRetriesRateLimitsAndServerErrors('mailboxpower', () => fakes, () => deliver(sampleLead()), 'MAILBOXPOWER_API_URL');

  it('a refused contact (422) fails with the provider’s message', async () => {
    const answer = await deliver({ ...sampleLead(), zip: 'ABCDE' });
    expect(answer).toEqual({ outcome: 'failed', status: 422, detail: 'The zip field is invalid: The zip must be a US ZIP code.' });
  });

  it('a group that is gone (404) fails', async () => {
    expect(await deliver(sampleLead(), { groupId: '999999' })).toMatchObject({ outcome: 'failed', status: 404, detail: 'Group not found.' });
  });

  it('401 fails as refused credentials', async () => {
    expect(await deliver(sampleLead(), {}, { apiKey: 'revoked-key-value' })).toMatchObject({ outcome: 'failed', status: 401, detail: 'the provider refused the credentials: Unauthenticated.' });
  });
});

describe('Mailbox Power: the groups a client chooses from', () => {
  it('lists every group, across pages', async () => {
    for (let i = 0; i < 20; i++) fake.addGroup(`Extra ${i}`);
    const options = await adapter().options?.(good, 'groups');
    expect(options).toHaveLength(23);
    expect(options?.[0]).toEqual({ id: groupId('New leads'), name: 'New leads' });
  });

  it('the settings keep the chosen group', () => {
    expect(adapter().settingsSchema.parse({ groupId: '12' })).toEqual({ groupId: '12' });
    expect(adapter().settingsSchema.parse({})).toEqual({});
  });
});
