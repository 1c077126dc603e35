import { DEFAULT_PLATFORM_DOCUMENTS } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;
let bakeryId = '';

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
  const clients = await api<{ data: { id: string; company_name: string }[] }>(`/api/configuration/companies/${s.agency.companyId}/children?searchkey=bakery&per_page=100`, { token: s.agency.access_token });
  bakeryId = clients.body.data.find((c) => c.company_name === "Bob's Bakery")?.id ?? '';
});

const readDoc = (name: string, host: string) => api<{ title: string; html: string; brand_name: string; updated_at: string | null }>(`/api/document/${name}?domainorsub=${host}`);
const saveDoc = (token: string, document_name: string, html: string) => api<{ html: string; message: string }>('/api/configuration/platform-document', { method: 'PUT', token, body: { document_name, html } });

describe('the platform documents are public and shown under the brand of the domain they are read on', () => {
  it('anyone reads the terms of use on an agency domain under the agency brand, and on the platform domain under the platform brand', async () => {
    const onAcme = await readDoc('term-of-use', 'acme.localhost');
    expect(onAcme.status).toBe(200);
    expect(onAcme.body.title).toBe('Terms of Use');
    expect(onAcme.body.brand_name).toBe('Acme Agency');
    expect(onAcme.body.html).toContain('using Acme Agency you agree');
    const onPlatform = await readDoc('term-of-use', 'localhost');
    expect(onPlatform.body.brand_name).not.toBe('Acme Agency');
    expect(onPlatform.body.html).toContain(`using ${onPlatform.body.brand_name} you agree`);
  });

  it('a domain that is not registered, or a document that does not exist, is refused', async () => {
    expect((await readDoc('privacy-policy', 'nobody.example.test')).status).toBe(404);
    expect((await readDoc('cookie-policy', 'acme.localhost')).status).toBe(422);
  });
});

describe('the root edits its platform documents the way agencies edit agreement templates', () => {
  it('the root lists the five documents with their texts as it edits them', async () => {
    const list = await api<{ data: { name: string; customised: boolean; html: string }[] }>('/api/configuration/platform-documents', { token: s.root.access_token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d) => d.name)).toEqual(['privacy-policy', 'term-of-use', 'service-billing-agreement', 'marketing-services-agreement-developer', 'help-and-support']);
    expect(list.body.data.find((d) => d.name === 'term-of-use')?.html).toContain('{platform_name}');
  });

  it('a saved text is sanitised, then shown to visitors with the brand filled in', async () => {
    const saved = await saveDoc(s.root.access_token, 'privacy-policy', '<h1 onclick="x()">Privacy at {platform_name}</h1><script>alert(1)</script><p>We keep <a href="javascript:alert(1)">little</a>.</p>');
    expect(saved.status).toBe(200);
    expect(saved.body.html).toBe('<h1>Privacy at {platform_name}</h1><p>We keep <a>little</a>.</p>');
    const read = await readDoc('privacy-policy', 'acme.localhost');
    expect(read.body.html).toBe('<h1>Privacy at Acme Agency</h1><p>We keep <a>little</a>.</p>');
    expect(read.body.updated_at).not.toBeNull();
    await saveDoc(s.root.access_token, 'privacy-policy', DEFAULT_PLATFORM_DOCUMENTS['privacy-policy']);
  });

  it('an empty text is refused with 422 and nothing changes', async () => {
    const before = await readDoc('term-of-use', 'acme.localhost');
    const res = await saveDoc(s.root.access_token, 'term-of-use', '   ');
    expect(res.status).toBe(422);
    expect((await readDoc('term-of-use', 'acme.localhost')).body).toEqual(before.body);
  });

  it.each(['agency', 'admin', 'client', 'sales', 'globex'] as const)('%s may neither list nor save them (404)', async (who) => {
    expect((await api('/api/configuration/platform-documents', { token: s[who].access_token })).status).toBe(404);
    expect((await saveDoc(s[who].access_token, 'term-of-use', '<p>Hijacked</p>')).status).toBe(404);
    expect((await readDoc('term-of-use', 'acme.localhost')).body.html).not.toContain('Hijacked');
  });
});

describe('agreement templates are read back for the web editor', () => {
  it("Acme's owner reads its four templates, built-in until it saves its own", async () => {
    const res = await api<{ data: { document_type: string; html: string }[] }>(`/api/configuration/agreement-template/${s.agency.companyId}`, { token: s.agency.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d) => d.document_type)).toEqual(['default_agency', 'default_client', 'minimum_spend', 'minimum_spend_v2']);
    expect(res.body.data.every((d) => d.html.length > 0)).toBe(true);
  });

  it.each([
    ['Globex owner', 'globex', 404],
    ["Acme's own client", 'client', 404],
    ['sales', 'sales', 404],
  ] as const)("%s cannot read Acme's templates", async (_n, who, status) => {
    expect((await api(`/api/configuration/agreement-template/${s.agency.companyId}`, { token: s[who].access_token })).status).toBe(status);
  });
});

const mint = (token: string, company_id: string, document_type = 'default_client') => api<{ file_uuid: string }>('/api/configuration/agreement/file', { token, body: { company_id, document_type } });
const open = (token: string, pkdoc: string) => api<{ title: string; html: string; company_name: string; filename: string; result?: string; message?: string }>('/api/docauth', { token, body: { pkdoc } });

describe('the document viewer: an address for an agreement, opened with the reader’s access checked each time', () => {
  it("Acme's owner gets an address for Bob's Bakery's agreement and opens it; asking again gives the same address", async () => {
    const a = await mint(s.agency.access_token, bakeryId);
    expect(a.status).toBe(200);
    expect((await mint(s.agency.access_token, bakeryId)).body.file_uuid).toBe(a.body.file_uuid);
    const doc = await open(s.agency.access_token, a.body.file_uuid);
    expect(doc.status).toBe(200);
    expect(doc.body.company_name).toBe("Bob's Bakery");
    expect(doc.body.filename).toBe('agreement-default_client-bob-s-bakery.html');
    expect(doc.body.html).toContain("Bob's Bakery");
    expect(doc.body.html).not.toMatch(/<script|<html/);
  });

  it("Acme's administrator and the root open the same address; nobody else can (Document Not Available)", async () => {
    const pkdoc = (await mint(s.agency.access_token, bakeryId)).body.file_uuid;
    expect((await open(s.admin.access_token, pkdoc)).status).toBe(200);
    expect((await open(s.root.access_token, pkdoc)).status).toBe(200);
    for (const who of ['globex', 'client2', 'client', 'sales'] as const) {
      const res = await open(s[who].access_token, pkdoc);
      expect(res.status, who).toBe(404);
      expect(res.body).toEqual({ result: 'error', message: 'Document Not Available' });
    }
  });

  it('an address that does not exist is the same 404', async () => {
    const res = await open(s.agency.access_token, '0123456789abcdef0123456789abcdef');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Document Not Available');
  });

  it("another tenant cannot get an address for Acme's client; sales may not; a client may not for itself", async () => {
    expect((await mint(s.globex.access_token, bakeryId)).status).toBe(404);
    expect((await mint(s.client.access_token, bakeryId)).status).toBe(404);
    expect((await mint(s.sales.access_token, bakeryId)).status).toBe(403);
    expect((await mint(s.agency.access_token, bakeryId, 'not_a_type')).status).toBe(422);
  });
});

describe('the minimum spend v2 agreement figures', () => {
  it("Acme's owner and the root read Acme's schedule as money strings", async () => {
    for (const who of ['agency', 'root'] as const) {
      const res = await api<{ minimum_spend_amount_list: string[]; first_time_charge: string; exclude_minimum_spend: string }>(`/api/agreement-minimum-spend-v2/${s.agency.companyId}`, { token: s[who].access_token });
      expect(res.status, who).toBe(200);
      expect(res.body.minimum_spend_amount_list).toHaveLength(3);
      expect(res.body.minimum_spend_amount_list.every((v) => /^\d+\.\d\d$/.test(v))).toBe(true);
      expect(res.body.first_time_charge).toBe(res.body.minimum_spend_amount_list[0]);
    }
  });

  it("other tenants and Acme's client are refused with 404; a client's id is not an agency's", async () => {
    expect((await api(`/api/agreement-minimum-spend-v2/${s.agency.companyId}`, { token: s.globex.access_token })).status).toBe(404);
    expect((await api(`/api/agreement-minimum-spend-v2/${s.agency.companyId}`, { token: s.client.access_token })).status).toBe(404);
    expect((await api(`/api/agreement-minimum-spend-v2/${bakeryId}`, { token: s.agency.access_token })).status).toBe(404);
  });
});
