import { createUser } from '@platform/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, session, signIn } from '../client.js';
import { useCore } from '../core.js';

type S = Awaited<ReturnType<typeof session>>;
let globex: S;
let acme: S;
let limitedToken = '';

const flags = (enable: 'T' | 'F', create = enable, update = enable, del = enable) => ({ enable, create, update, delete: del });

beforeAll(async () => {
  useCore();
  [globex, acme] = await Promise.all([session(...DEMO.globex), session(...DEMO.agency)]);
  // An Acme administrator whose role may see settings but not change them.
  const role = await api<{ roleID: string }>('/api/configuration/role-module/addupdate', {
    method: 'PUT',
    token: acme.access_token,
    body: { companyID: acme.companyId, roleName: `Settings viewer ${Date.now()}`, modules: { adsDesign: flags('F'), campaign: flags('T'), leadsPeek: flags('T'), settings: flags('T', 'F', 'F', 'F') } },
  });
  const email = `viewer-${Date.now()}@acme.test`;
  const rootId = (await session(...DEMO.root)).companyId;
  await createUser({ rootId, companyId: acme.companyId, email, name: 'Vera Viewer', userType: 'administrator', password: 'Viewer passphrase 1', roleId: role.body.roleID, customerCardId: 'card_x', profileSetupCompleted: true });
  limitedToken = (await signIn(email, 'acme.localhost', 'Viewer passphrase 1')).body.access_token;
});

const settings = (s: S, body: unknown) => api<{ message: string }>(`/api/configuration/setting/${s.companyId}`, { method: 'PUT', token: s.access_token, body });
const testEmail = (token: string, companyId: string, to = 'probe@example.test') => api<{ message: string; via?: string }>(`/api/configuration/setting/${companyId}/test-email`, { token, body: { to } });

describe('the SMTP test e-mail is not a port scanner', () => {
  it('a role that may not change settings cannot send a test e-mail or save the agreement template', async () => {
    expect(limitedToken).not.toBe('');
    expect((await testEmail(limitedToken, acme.companyId)).status).toBe(403);
    const tpl = await api('/api/configuration/agreement-template', { method: 'PUT', token: limitedToken, body: { companyID: acme.companyId, document_type: 'default_agency', html: '<p>changed by a viewer</p>' } });
    expect(tpl.status).toBe(403);
  });

  // Ports other than SMTP's and private hosts are refused on AWS only (the embedded runtime is a
  // developer's machine with SMTP sinks on loopback): settings/smtp-target.test.ts covers that rule.

  it('a server that refuses answers one generic message, without what the socket said', async () => {
    expect((await settings(globex, { smtp: { enabled: true, host: '127.0.0.1', port: 2525, from_email: 'x@globex.test' } })).status).toBe(200);
    const res = await testEmail(globex.access_token, globex.companyId);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The SMTP server did not accept the e-mail. Check the host, port, security and login, then try again.');
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/i);
  });

  it('test e-mails are limited per company: the 6th in 15 minutes answers 429', async () => {
    const env = inject('platformEnv');
    expect((await settings(globex, { smtp: { enabled: true, host: env.SMTP_HOST, port: Number(env.SMTP_PORT), from_email: 'x@globex.test' } })).status).toBe(200);
    // The refused attempt above counted as one of the five.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await testEmail(globex.access_token, globex.companyId)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await settings(globex, { smtp: { enabled: false } });
  });
});
