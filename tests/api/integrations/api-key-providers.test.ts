import { beforeAll, describe, expect, it } from 'vitest';
import { CLICKFUNNELS_FAKE_API_TOKEN, CLICKFUNNELS_FAKE_SUBDOMAIN, CLICKFUNNELS_FAKE_WORKSPACE_ID } from '../../../packages/local/src/engines/integrations/clickfunnels.js';
import { KARTRA_FAKE_API_KEY, KARTRA_FAKE_API_PASSWORD } from '../../../packages/local/src/engines/integrations/kartra.js';
import { MAILBOXPOWER_FAKE_API_KEY } from '../../../packages/local/src/engines/integrations/mailboxpower.js';
import { SENDGRID_FAKE_API_KEY } from '../../../packages/local/src/engines/integrations/sendgrid.js';
import { api, newClient, signIn } from '../client.js';

/**
 * The API-key providers through the embedded runtime, whose adapters talk to the local fakes: a
 * client connects each with the fake account's keys (checked with the provider before saving) and
 * is offered that account's lists, tags or groups; wrong keys are refused with the provider's words.
 */
let token = '';
let companyId = '';

beforeAll(async () => {
  const c = await newClient('apikey-providers');
  const tokens = await signIn(c.email, c.domain, c.password);
  token = tokens.body.access_token;
  companyId = (await api<{ company_id: string }>('/api/user', { token })).body.company_id;
});

const PROVIDERS = [
  { type: 'sendgrid', credentials: { apiKey: SENDGRID_FAKE_API_KEY }, wrong: { apiKey: 'SG.not-this-accounts-key' }, kind: 'lists', names: ['Newsletter', 'Website visitors', 'Hot leads'] },
  { type: 'kartra', credentials: { apiKey: KARTRA_FAKE_API_KEY, apiPassword: KARTRA_FAKE_API_PASSWORD }, wrong: { apiKey: KARTRA_FAKE_API_KEY, apiPassword: 'not-the-password' }, kind: 'tags', names: ['Website lead', 'Hot', 'Local'] },
  {
    type: 'clickfunnels',
    credentials: { subdomain: CLICKFUNNELS_FAKE_SUBDOMAIN, workspaceId: String(CLICKFUNNELS_FAKE_WORKSPACE_ID), apiToken: CLICKFUNNELS_FAKE_API_TOKEN },
    wrong: { subdomain: CLICKFUNNELS_FAKE_SUBDOMAIN, workspaceId: String(CLICKFUNNELS_FAKE_WORKSPACE_ID), apiToken: 'not-the-workspace-token' },
    kind: 'tags',
    names: ['Website lead', 'Hot', 'Local'],
  },
  { type: 'mailboxpower', credentials: { apiKey: MAILBOXPOWER_FAKE_API_KEY }, wrong: { apiKey: 'not-this-accounts-key' }, kind: 'groups', names: ['New leads', 'Thank-you card', 'Open house visitors'] },
] as const;

const save = (type: string, credentials: Record<string, string>) =>
  api<{ message: string; integration: { id: string; connected: boolean } }>('/api/saveintegration', { token, body: { company_id: companyId, type, campaign_ids: [], settings: {}, credentials } });

describe.each(PROVIDERS)('a client connects $type with its account keys', ({ type, credentials, wrong, kind, names }) => {
  it('wrong keys are refused with the provider’s words and nothing is connected', async () => {
    const res = await save(type, wrong);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('the provider refused the credentials');
  });

  it(`the right keys connect, and the account's ${kind} are offered`, async () => {
    const res = await save(type, credentials);
    expect(res.status).toBe(200);
    expect(res.body.integration.connected).toBe(true);
    const options = await api<{ options: { id: string; name: string }[] }>(`/api/integrations/${companyId}/${res.body.integration.id}/options/${kind}`, { token });
    expect(options.status).toBe(200);
    expect(options.body.options.map((o) => o.name)).toEqual(names);
  });
});
