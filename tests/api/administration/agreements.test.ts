import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const download = (token: string, companyId: string, type: string) =>
  fetch(`${inject('apiUrl')}/api/configuration/agreement/${companyId}/${type}`, { headers: { authorization: `Bearer ${token}` } });

describe('agreements download for agency and client rows', () => {
  it('renders the built-in client agreement with the placeholders filled', async () => {
    const res = await download(s.agency.access_token, s.client.companyId, 'default_client');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="agreement-default_client-bob-s-bakery.html"');
    const html = await res.text();
    expect(html).toContain("between Acme Agency and Bob's Bakery");
    expect(html).toContain('Bob Baker (client@demo.test)');
    expect(html).not.toMatch(/\{[a-z_]+\}/);
  });

  it('uses the agency-owned template, sanitised: no scripts, handlers or javascript: links survive', async () => {
    const saved = await api<{ html: string }>('/api/configuration/agreement-template', {
      method: 'PUT',
      token: s.agency.access_token,
      body: { companyID: s.agency.companyId, document_type: 'default_client', html: '<h2 onclick="steal()">Terms for {company_name}</h2><script>alert(1)</script><a href="javascript:alert(2)">x</a><p>Signed by {client_name}</p>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.html).toBe('<h2>Terms for {company_name}</h2><a>x</a><p>Signed by {client_name}</p>');
    const html = await (await download(s.root.access_token, s.client.companyId, 'default_client')).text();
    expect(html).toContain("<h2>Terms for Bob's Bakery</h2>");
    expect(html).not.toMatch(/<script|onclick|javascript:/);
    // Put the built-in text back for other tests.
    await api('/api/configuration/agreement-template', { method: 'PUT', token: s.agency.access_token, body: { companyID: s.agency.companyId, document_type: 'default_client', html: '<h1>Client Service Agreement</h1><p>This agreement is made on {date} between {agency_name} and {company_name} ("the Client"), represented by {client_name} ({client_email}).</p>' } });
  });

  it('a company name cannot inject markup through a placeholder', async () => {
    const created = await api<{ data: { id: string }[] }>('/api/configuration/user/create', { token: s.agency.access_token, body: { companyID: s.agency.companyId, company_name: '<img src=x onerror=alert(1)>', name: 'Ima Ge', email: `img-${Date.now()}@client.test` } });
    const html = await (await download(s.agency.access_token, created.body.data[0]?.id ?? '', 'default_client')).text();
    expect(html).not.toContain('<img');
  });

  it('sales may not download agreements; other tenants get 404', async () => {
    expect((await download(s.sales.access_token, s.agency.companyId, 'default_agency')).status).toBe(403);
    expect((await download(s.globex.access_token, s.client.companyId, 'default_client')).status).toBe(404);
    expect((await download(s.client.access_token, s.client.companyId, 'default_client')).status).toBe(404);
    expect((await download(s.root.access_token, s.agency.companyId, 'not_a_type')).status).toBe(422);
  });
});
