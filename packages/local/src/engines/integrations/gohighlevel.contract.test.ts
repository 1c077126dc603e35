import { adapterOf, type OAuthTokens, type OutboundLead } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_GHL_CLIENT_ID } from './gohighlevel.js';
import type { IntegrationFakes } from './server.js';
import { sampleLead, startGoHighLevelFake } from './contract-support.js';

const BAKERY = 'locBobsBakery0000001';
const REDIRECT = 'http://localhost:3000/api/integrations/oauth/callback';
let fakes: IntegrationFakes;
const adapter = () => adapterOf('gohighlevel');
const oauth = () => {
  const o = adapter().oauth;
  if (!o) throw new Error('GoHighLevel connects with OAuth');
  return o;
};

beforeAll(async () => {
  fakes = await startGoHighLevelFake();
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

/** Consent as a person gives it: open the adapter's URL, pick the location, follow the redirect back. */
async function consent(locationId = BAKERY): Promise<{ code: string; state: string | null }> {
  const page = await fetch(oauth().authorizeUrl({ state: 'st-1', redirectUri: REDIRECT }));
  const html = await page.text();
  expect(page.status).toBe(200);
  const href = new RegExp(`href="([^"]*location_id=${locationId}[^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error('the consent page lists the location');
  const chosen = await fetch(new URL(href, `${fakes.url}/gohighlevel/oauth/`), { redirect: 'manual' });
  expect(chosen.status).toBe(302);
  const back = new URL(chosen.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') };
}

const connect = async (): Promise<OAuthTokens> => oauth().exchangeCode({ code: (await consent()).code, redirectUri: REDIRECT });
const contacts = () => (fakes.snapshot().gohighlevel as { contacts: Record<string, unknown>[] }).contacts;
const deliver = (credentials: OAuthTokens, lead: OutboundLead, settings: unknown = {}) =>
  adapter().deliver({ credentials, settings: adapter().settingsSchema.parse(settings), lead, idempotencyKey: `k-${lead.leadId}`, now: new Date(), repeated: false });

describe('GoHighLevel: connecting with OAuth', () => {
  it('asks for the contact, tag, custom-field and location scopes at the location chooser', () => {
    const url = new URL(oauth().authorizeUrl({ state: 's', redirectUri: REDIRECT }));
    expect(url.pathname).toBe('/gohighlevel/oauth/chooselocation');
    expect(url.searchParams.get('client_id')).toBe(LOCAL_GHL_CLIENT_ID);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['contacts.write', 'locations/tags.readonly', 'locations/customFields.readonly', 'locations.readonly']));
  });

  it('exchanges the code for location tokens carrying the chosen location and company', async () => {
    const { code, state } = await consent();
    expect(state).toBe('st-1');
    const tokens = await oauth().exchangeCode({ code, redirectUri: REDIRECT });
    expect(tokens.extra).toMatchObject({ locationId: BAKERY, companyId: expect.any(String), userType: 'Location' });
    expect(Date.parse(tokens.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(await adapter().check(tokens)).toEqual({ ok: true });
  });

  it('refuses a code used twice', async () => {
    const { code } = await consent();
    await oauth().exchangeCode({ code, redirectUri: REDIRECT });
    await expect(oauth().exchangeCode({ code, redirectUri: REDIRECT })).rejects.toThrow(/invalid_grant/);
  });

  it('refreshes: the new tokens work, the spent refresh token does not', async () => {
    const tokens = await connect();
    const fresh = await oauth().refresh(tokens);
    expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
    expect(fresh.extra?.locationId).toBe(BAKERY);
    expect(await adapter().check(fresh)).toEqual({ ok: true });
    await expect(oauth().refresh(tokens)).rejects.toThrow(/invalid_grant/);
  });

  it('disconnect uninstalls the app from the location: its tokens stop working', async () => {
    const tokens = await connect();
    await oauth().revoke?.(tokens);
    expect(await adapter().check(tokens)).toEqual({ ok: false, detail: expect.stringContaining('the provider refused the credentials') });
  });

  it('refuses a token it never issued', async () => {
    expect(await adapter().check({ accessToken: 'nope', refreshToken: 'nope', expiresAt: new Date(Date.now() + 3600_000).toISOString(), extra: { locationId: BAKERY } })).toEqual({
      ok: false,
      detail: expect.stringContaining('the provider refused the credentials'),
    });
  });
});

describe("GoHighLevel: a lead becomes a contact in the client's sub-account", () => {
  it('upserts the contact with the lead fields, the campaign tags and mapped custom fields', async () => {
    const tokens = await connect();
    const lead = sampleLead();
    const answer = await deliver(tokens, lead, { tags: ['lead', 'spring'], customFields: { cfKeyword000000001: 'keyword' } });
    expect(answer).toMatchObject({ outcome: 'delivered', status: 201, detail: 'Contact created', providerRef: expect.any(String) });
    expect(contacts()).toEqual([
      expect.objectContaining({
        id: answer.providerRef,
        locationId: BAKERY,
        email: lead.email,
        phone: lead.phone,
        firstName: lead.first_name,
        lastName: lead.last_name,
        address1: lead.address,
        city: lead.city,
        state: lead.state,
        postalCode: lead.zip,
        companyName: lead.company_name,
        tags: ['lead', 'spring'],
        customFields: [{ id: 'cfKeyword000000001', value: lead.keyword }],
      }),
    ]);
  });

  it('a second delivery of the same person updates the one contact (deduplicated by e-mail)', async () => {
    const tokens = await connect();
    const first = await deliver(tokens, sampleLead());
    const again = await deliver(tokens, { ...sampleLead(), leadId: 'lead-2', city: 'Austin' });
    expect(again).toMatchObject({ outcome: 'delivered', status: 200, detail: 'Contact updated', providerRef: first.providerRef });
    expect(contacts()).toHaveLength(1);
    expect(contacts()[0]).toMatchObject({ city: 'Austin' });
  });

  it('a person without e-mail is found by phone', async () => {
    const tokens = await connect();
    const noEmail = { ...sampleLead(), email: undefined };
    await deliver(tokens, noEmail);
    await deliver(tokens, { ...noEmail, leadId: 'lead-3' });
    expect(contacts()).toHaveLength(1);
  });

  it('marks a test lead with a "test lead" tag', async () => {
    const tokens = await connect();
    await deliver(tokens, { ...sampleLead(), test: true }, { tags: ['lead'] });
    expect(contacts()[0]).toMatchObject({ tags: ['lead', 'test lead'] });
  });
});

describe('GoHighLevel: what it answers maps onto the delivery outcomes', () => {
  it('429 after 100 calls in 10 s from one location: retried after its interval', async () => {
    const tokens = await connect();
    for (let i = 0; i < 100; i++) await adapter().check(tokens);
    const answer = await deliver(tokens, sampleLead());
    expect(answer).toMatchObject({ outcome: 'retry', status: 429, retryAfterSeconds: 10 });
  });

  it('429 with Retry-After: retried after that wait', async () => {
    const tokens = await connect();
    fakes.faults({ provider: 'gohighlevel', mode: 'rate_limit', count: 1, retryAfterSeconds: 7 });
    expect(await deliver(tokens, sampleLead())).toMatchObject({ outcome: 'retry', status: 429, retryAfterSeconds: 7 });
  });

  it('500: retried', async () => {
    const tokens = await connect();
    fakes.faults({ provider: 'gohighlevel', mode: 'fail', count: 1 });
    expect(await deliver(tokens, sampleLead())).toMatchObject({ outcome: 'retry', status: 500 });
  });

  it("422 (a malformed e-mail): failed with GoHighLevel's message", async () => {
    const tokens = await connect();
    expect(await deliver(tokens, { ...sampleLead(), email: 'not-an-email' })).toMatchObject({ outcome: 'failed', status: 422, detail: 'email must be an email' });
  });

  it('401 (a token it no longer knows): failed as refused credentials', async () => {
    const tokens = await connect();
    expect(await deliver({ ...tokens, accessToken: 'expired' }, sampleLead())).toMatchObject({ outcome: 'failed', status: 401, detail: expect.stringContaining('refused the credentials') });
  });
});

describe('GoHighLevel: the choices a campaign is configured with', () => {
  it("lists the location's tags, contact custom fields and the sub-account", async () => {
    const tokens = await connect();
    const options = adapter().options;
    if (!options) throw new Error('GoHighLevel has options');
    expect(await options(tokens, 'tags')).toEqual(expect.arrayContaining([{ id: 'lead', name: 'lead' }]));
    expect(await options(tokens, 'customFields')).toEqual(expect.arrayContaining([{ id: 'cfKeyword000000001', name: 'Keyword' }]));
    expect(await options(tokens, 'subaccounts')).toEqual([{ id: BAKERY, name: expect.stringContaining("Bob's Bakery") }]);
  });
});
