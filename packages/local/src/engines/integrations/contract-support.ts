import type { OutboundLead, ProviderAnswer } from '@platform/core';
import { expect, it } from 'vitest';
import { createGoHighLevelFake, LOCAL_GHL_CLIENT_ID, LOCAL_GHL_CLIENT_SECRET } from './gohighlevel.js';
import { startIntegrationFakes, type IntegrationFakes } from './server.js';
import type { FakeName } from './types.js';

/** The GoHighLevel fake alone, with the adapter pointed at it (its URLs and the fake's OAuth client in the environment). */
export async function startGoHighLevelFake(): Promise<IntegrationFakes> {
  const fakes = await startIntegrationFakes({
    fakes: [
      {
        name: 'gohighlevel',
        create: createGoHighLevelFake,
        env: (url) => ({ GOHIGHLEVEL_API_URL: url, GOHIGHLEVEL_AUTH_URL: url, GOHIGHLEVEL_CLIENT_ID: LOCAL_GHL_CLIENT_ID, GOHIGHLEVEL_CLIENT_SECRET: LOCAL_GHL_CLIENT_SECRET }),
      },
    ],
  });
  Object.assign(process.env, fakes.env);
  return fakes;
}

/** The lead the providers' contract tests deliver: every field a provider may keep, filled. */
export function sampleLead(): OutboundLead {
  return {
    leadId: 'lead-1',
    campaignId: 'campaign-1',
    campaignRef: '123456',
    campaignName: 'Spring open house',
    module: 'site-id',
    test: false,
    receivedAt: '2026-11-26T10:00:00.000Z',
    email: 'jane.doe@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '+15125550100',
    address: '100 Congress Ave',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    company_name: 'Doe Bakery',
    job_title: 'Owner',
    keyword: 'sourdough classes',
    url: 'https://bakery.example.com/classes',
    referrer: 'https://search.example.com/',
  };
}

/**
 * The rule every provider's adapter follows for the fakes server's faults: a 429 is retried after
 * the wait the provider gave, a 500 is retried, and so is a call nothing answers. Registers the
 * tests in the calling `describe`.
 */
export function itRetriesRateLimitsAndServerErrors(provider: FakeName, fakes: () => IntegrationFakes, deliver: () => Promise<ProviderAnswer>, urlVariable: string): void {
  it('no answer at all (nothing listening) is retried', async () => {
    const before = process.env[urlVariable];
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once.
    process.env[urlVariable] = 'http://127.0.0.1:9';
    try {
      expect(await deliver()).toMatchObject({ outcome: 'retry', detail: expect.stringMatching(/could not be reached/) });
    } finally {
      process.env[urlVariable] = before;
    }
  });

  it('429 is retried after the wait the provider gave', async () => {
    fakes().faults({ provider, mode: 'rate_limit', retryAfterSeconds: 7 });
    expect(await deliver()).toMatchObject({ outcome: 'retry', status: 429, retryAfterSeconds: 7 });
  });

  it('500 is retried', async () => {
    fakes().faults({ provider, mode: 'fail', status: 500 });
    expect(await deliver()).toMatchObject({ outcome: 'retry', status: 500 });
  });
}
