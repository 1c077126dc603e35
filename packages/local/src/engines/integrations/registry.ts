import { createClickfunnelsFake } from './clickfunnels.js';
import { createKartraFake, KARTRA_FAKE_APP_ID } from './kartra.js';
import { createMailboxpowerFake } from './mailboxpower.js';
import { createSendgridFake } from './sendgrid.js';
import { createGoHighLevelFake, LOCAL_GHL_CLIENT_ID, LOCAL_GHL_CLIENT_SECRET } from './gohighlevel.js';
import { createGoogleSheetsFake, LOCAL_GOOGLE_CLIENT_ID, LOCAL_GOOGLE_CLIENT_SECRET } from './googlesheets.js';
import type { FakeName, FakeProvider } from './types.js';

/**
 * The providers' local fakes the fakes server mounts, each under `/{name}/`, and the environment
 * that points its adapter there (the same variables that name the real provider on AWS).
 */
export interface FakeEntry {
  name: FakeName;
  create(): FakeProvider;
  /** The adapter's base-URL variables, given the fake's own URL. */
  env(fakeUrl: string): Record<string, string>;
}

export const FAKES: FakeEntry[] = [
  {
    name: 'gohighlevel',
    create: createGoHighLevelFake,
    // One fake serves both of GoHighLevel's hosts: the marketplace's consent page and the API.
    env: (url) => ({ GOHIGHLEVEL_API_URL: url, GOHIGHLEVEL_AUTH_URL: url, GOHIGHLEVEL_CLIENT_ID: LOCAL_GHL_CLIENT_ID, GOHIGHLEVEL_CLIENT_SECRET: LOCAL_GHL_CLIENT_SECRET }),
  },
  {
    name: 'googlesheets',
    create: createGoogleSheetsFake,
    // Google's three hosts (consent, tokens, Sheets) are one fake.
    env: (url) => ({ GOOGLE_SHEETS_API_URL: url, GOOGLE_OAUTH_URL: url, GOOGLE_TOKEN_URL: url, GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT_SECRET }),
  },
  { name: 'sendgrid', create: createSendgridFake, env: (url) => ({ SENDGRID_API_URL: url }) },
  { name: 'kartra', create: createKartraFake, env: (url) => ({ KARTRA_API_URL: url, KARTRA_APP_ID: KARTRA_FAKE_APP_ID }) },
  { name: 'clickfunnels', create: createClickfunnelsFake, env: (url) => ({ CLICKFUNNELS_API_URL: url }) },
  { name: 'mailboxpower', create: createMailboxpowerFake, env: (url) => ({ MAILBOXPOWER_API_URL: url }) },
];
