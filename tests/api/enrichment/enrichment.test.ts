import { db, enrichmentChargeKey, invoiceIdFor, leadProvider, processFileJob, setLeadProvider } from '@platform/core';
import { simulatorEnrich } from '../../../packages/local/src/engines/lead-simulator/enrich.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { api } from '../client.js';
import { stripe } from '../payments/gateway.js';
import { freshClient, fund, giveCard, ledger, sessions, type Role, type S } from '../wallet/wallet-helpers.js';

vi.setConfig({ testTimeout: 120_000 });

type Job = { job_id: string; status: string; total_rows: number; current_row: number; percentage: number; message: string | null; download_path: string | null; quote: Quote };
type Quote = { input: string; total_rows: number; valid_rows: number; invalid_rows: number; matched_rows: number; unit_price: string; amount: string; payment: string; wallet_balance: string | null; amount_needed: string | null };

let s: Record<Role, S>;
let root: string;
let bakery: string;
beforeAll(async () => {
  s = await sessions();
  root = s.root.companyId;
  bakery = s.client.companyId;
});
afterAll(async () => {
  await simulator({ after: 0, fail: 0 });
});

const simulator = (faults: { after?: number; fail?: number }) => fetch(`${inject('apiUrl')}/_local/lead-simulator/enrich`, { method: 'POST', body: JSON.stringify(faults) });

/** The browser's steps: an upload address, the file PUT to storage, then the quote. */
async function quote(token: string, companyId: string, content: string | Uint8Array, opts: { name?: string; type?: string } = {}) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const target = await api<{ upload_url: string; key: string; headers: Record<string, string> }>('/api/data-enrichment/upload', { token, body: { company_id: companyId, size: bytes.length } });
  if (target.status !== 200) return target as unknown as { status: number; body: Job & { errors?: Record<string, string[]>; message?: string } };
  const put = await fetch(target.body.upload_url, { method: 'PUT', body: bytes, headers: { ...target.body.headers, ...(opts.type ? { 'content-type': opts.type } : {}) } });
  expect(put.status).toBe(200);
  return api<Job & { errors?: Record<string, string[]>; message?: string }>('/api/data-enrichment/preview', { token, body: { company_id: companyId, key: target.body.key, filename: opts.name ?? 'contacts.csv' } });
}

const start = (token: string, jobId: string) => api<Job & { errors?: Record<string, string[]>; message?: string }>(`/api/data-enrichment/jobs/${jobId}/start`, { token, body: {} });
const job = (token: string, jobId: string) => api<Job>(`/api/file-jobs/${jobId}`, { token });

async function finished(token: string, jobId: string, timeoutMs = 90_000): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await job(token, jobId);
    if (res.body.status === 'done' || res.body.status === 'failed' || Date.now() > until) return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function downloaded(token: string, jobId: string): Promise<string[][]> {
  const res = await api<{ url: string; filename: string }>(`/api/file-jobs/${jobId}/download`, { token });
  expect(res.status).toBe(200);
  const file = await fetch(res.body.url);
  expect(file.status).toBe(200);
  const text = await file.text();
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

const emails = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i}@example.com`);

describe('who may enrich a client’s data', () => {
  it.each([
    ['the client itself', 'client'],
    ['its agency owner', 'agency'],
    ['its agency administrator', 'admin'],
  ] as const)('%s sees the client’s enrichments and gets an upload address', async (_who, role) => {
    expect((await api(`/api/data-enrichment/${bakery}/jobs`, { token: s[role].access_token })).status).toBe(200);
    expect((await api('/api/data-enrichment/upload', { token: s[role].access_token, body: { company_id: bakery, size: 100 } })).status).toBe(200);
  });

  it.each([
    ['sales (they assist agencies, they do not run clients’ data)', 'sales'],
    ['the root’s operators (the client pays for it)', 'root'],
  ] as const)('%s: 403', async (_who, role) => {
    expect((await api(`/api/data-enrichment/${bakery}/jobs`, { token: s[role].access_token })).status).toBe(403);
    expect((await api('/api/data-enrichment/upload', { token: s[role].access_token, body: { company_id: bakery, size: 100 } })).status).toBe(403);
  });

  it.each([
    ['Globex agency', 'globex'],
    ['Globex client', 'client2'],
  ] as const)('%s on Bob’s Bakery: 404, and Bob’s finished job is not theirs to read', async (_who, role) => {
    const t = s[role].access_token;
    expect((await api(`/api/data-enrichment/${bakery}/jobs`, { token: t })).status).toBe(404);
    expect((await api('/api/data-enrichment/upload', { token: t, body: { company_id: bakery, size: 100 } })).status).toBe(404);
    expect((await job(t, 'demo-enrichment-bakery')).status).toBe(404);
    expect((await api('/api/file-jobs/demo-enrichment-bakery/download', { token: t })).status).toBe(404);
    expect((await start(t, 'demo-enrichment-bakery')).status).toBe(404);
  });

  it('an agency has no enrichments of its own (404)', async () => {
    expect((await api(`/api/data-enrichment/${s.agency.companyId}/jobs`, { token: s.agency.access_token })).status).toBe(404);
  });
});

describe("the demo: Bob's Bakery's finished enrichment", () => {
  it('is done, paid from the wallet once, and its file downloads with each row enriched or not', async () => {
    const list = await api<{ data: Job[]; unit_price: string }>(`/api/data-enrichment/${bakery}/jobs`, { token: s.client.access_token });
    const demo = list.body.data.find((j) => j.job_id === 'demo-enrichment-bakery');
    expect(demo?.status).toBe('done');
    expect(demo?.download_path).toBe('/file-jobs/demo-enrichment-bakery/download');
    const rows = await downloaded(s.client.access_token, 'demo-enrichment-bakery');
    expect(rows[0]).toEqual(['email', 'Matched', 'First name', 'Last name', 'E-mail', 'Phone', 'Address', 'City', 'State', 'Zip', 'Company', 'Job title']);
    expect(rows).toHaveLength(11);
    expect(rows.find((r) => r[0] === 'nomatch.guest@example.com')?.[1]).toBe('No');
    expect(rows.find((r) => r[0] === 'not an address')?.[1]).toBe('Invalid row');
    expect(rows.filter((r) => r[1] === 'Yes')).toHaveLength(demo?.quote.matched_rows ?? -1);
    const charges = (await ledger(root, bakery)).rows.filter((r) => r.txId === `charge#${enrichmentChargeKey('demo-enrichment-bakery')}`);
    expect(charges.map((c) => c.amountCents)).toEqual([-Math.round(Number(demo?.quote.amount) * 100)]);
  });
});

describe('the quote: how many rows match and what it costs, before anything is charged', () => {
  it('counts usable rows and matches, priced per matched row from the root’s cost structure', async () => {
    const client = await freshClient(s);
    const lines = ['Email', ...emails('quote', 8), 'nomatch.one@example.com', 'no address here', ''];
    const res = await quote(s.agency.access_token, client, lines.join('\n'));
    expect(res.status).toBe(200);
    const q = res.body.quote;
    expect(res.body.status).toBe('quoted');
    expect(q).toMatchObject({ input: 'email', total_rows: 10, valid_rows: 9, invalid_rows: 1, unit_price: '0.10', payment: 'wallet', wallet_balance: '0.00' });
    expect(q.matched_rows).toBeGreaterThan(0);
    expect(q.matched_rows).toBeLessThan(9);
    expect(q.amount).toBe((q.matched_rows * 0.1).toFixed(2));
    expect(q.amount_needed).toBe(q.amount);
    expect((await ledger(root, client)).rows).toHaveLength(0);
  });

  it('reads names and postal addresses under a header', async () => {
    const client = await freshClient(s);
    const csv = ['first_name,last_name,address,city,state,zip', 'Ann,Miller,12 Oak St,Springfield,IL,62701', 'Raj,Patel,9 Elm Ave,,,60601', 'Lena,,3 Pine Rd,Chicago,IL,60602'].join('\n');
    const res = await quote(s.agency.access_token, client, csv);
    expect(res.status).toBe(200);
    expect(res.body.quote).toMatchObject({ input: 'name_address', total_rows: 3, valid_rows: 2, invalid_rows: 1 });
  });

  it('the root sets the price on its own cost structure (and only there)', async () => {
    const put = (company: string, price: string) => api(`/api/configuration/costagency/${company}`, { method: 'PUT', token: s.root.access_token, body: { costagency: {}, data_enrichment: price } });
    expect((await put(s.agency.companyId, '0.25')).status).toBe(422);
    expect((await put(root, '0.25')).status).toBe(200);
    try {
      expect((await api<{ data_enrichment: string }>(`/api/configuration/costagency/${s.agency.companyId}`, { token: s.root.access_token })).body.data_enrichment).toBe('0.25');
      const client = await freshClient(s);
      const res = await quote(s.agency.access_token, client, emails('priced', 5).join('\n'));
      expect(res.body.quote.unit_price).toBe('0.25');
      expect(res.body.quote.amount).toBe((res.body.quote.matched_rows * 0.25).toFixed(2));
    } finally {
      expect((await put(root, '0.10')).status).toBe(200);
    }
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['an empty file', { company_id: 'x', size: 0 }],
    ['a file over 4 MB', { company_id: 'x', size: 5 * 1024 * 1024 }],
    ['no company', { size: 100 }],
  ])('the upload address refuses %s (422)', async (_what, body) => {
    expect((await api('/api/data-enrichment/upload', { token: s.client.access_token, body })).status).toBe(422);
  });

  it('a key outside the client’s own upload folder is refused (422)', async () => {
    const res = await api<{ errors: Record<string, string[]> }>('/api/data-enrichment/preview', { token: s.client.access_token, body: { company_id: bakery, key: `uploads/enrichment/${root}/other-client/abc.csv`, filename: 'a.csv' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['key']);
  });

  it('a file that is not text is refused by its bytes (422), whatever its name and type say', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const res = await quote(s.client.access_token, bakery, png);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid file format. This upload only supports CSV files.');
  });

  it('a file with no e-mail and no name-and-address columns, or no usable row, is refused (422)', async () => {
    expect((await quote(s.client.access_token, bakery, 'colour,size\nred,large\n')).status).toBe(422);
    const none = await quote(s.client.access_token, bakery, 'email\nnot-an-address\n');
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('No row of the file holds an e-mail or a name and postal address.');
  });

  it('a name that is not a CSV is refused (422)', async () => {
    expect((await quote(s.client.access_token, bakery, 'a@b.co\n', { name: 'contacts.xlsx' })).status).toBe(422);
  });
});

describe('a job larger than the wallet can pay is refused before it starts', () => {
  it('answers 402 with the amount needed; the job stays a quote and nothing is charged', async () => {
    const client = await freshClient(s);
    await fund(root, client, 10);
    const q = await quote(s.agency.access_token, client, emails('short', 40).join('\n'));
    const amount = Math.round(Number(q.body.quote.amount) * 100);
    expect(amount).toBeGreaterThan(10);
    const res = await start(s.agency.access_token, q.body.job_id);
    expect(res.status).toBe(402);
    expect(res.body.errors?.amount_needed).toEqual([((amount - 10) / 100).toFixed(2)]);
    expect(res.body.message).toContain(`Add $${((amount - 10) / 100).toFixed(2)} to your wallet`);
    expect((await job(s.agency.access_token, q.body.job_id)).body.status).toBe('quoted');
    expect((await ledger(root, client)).rows.filter((r) => r.type === 'charge')).toHaveLength(0);
  });
});

describe('a client whose agency has no data wallet pays the enrichment by card', () => {
  it('the quote says card; the job is charged once to the card, named by the job’s charge key; a repeated confirm charges nothing more', async () => {
    const client = await freshClient(s, 'globex');
    const { customerId } = await giveCard(root, client);
    const q = await quote(s.globex.access_token, client, emails(`card${Date.now()}`, 20).join('\n'));
    expect(q.status).toBe(200);
    expect(q.body.quote).toMatchObject({ payment: 'card', wallet_balance: null, amount_needed: null });
    const amount = Math.round(Number(q.body.quote.amount) * 100);
    expect(amount).toBeGreaterThan(0);

    // No wallet money is asked for: the start is not refused with 402.
    const started = await start(s.globex.access_token, q.body.job_id);
    expect(started.status).toBe(200);
    expect((await finished(s.globex.access_token, q.body.job_id)).status).toBe('done');
    // Confirmed again once it ran, and its message handled again: nothing more is charged.
    expect((await start(s.globex.access_token, q.body.job_id)).status).toBe(200);
    expect(await processFileJob({ rootId: root, jobId: q.body.job_id }, 2)).toBe('already done');

    const key = enrichmentChargeKey(q.body.job_id);
    expect(key).toBe(`data-enrichment:${q.body.job_id}`);
    const invoices = (await db().entities.invoice.query.byCompany({ rootId: root, companyId: client }).go({ pages: 'all' })).data;
    expect(invoices.map((i) => [i.kind, i.status, i.amountCents, i.idempotencyKey])).toEqual([['data_enrichment', 'paid', amount, key]]);
    const charges = (await (await stripe()).paymentIntents.list({ customer: customerId, limit: 100 })).data.filter((pi) => pi.status === 'succeeded');
    expect(charges.map((pi) => [pi.amount, pi.metadata.invoiceId])).toEqual([[amount, invoiceIdFor(root, key)]]);
    // The wallet is not touched.
    expect((await ledger(root, client)).rows).toHaveLength(0);
  });
});

describe('a worker that dies mid-job charges once and writes each row once', () => {
  it('1,200 rows: the provider fails on the second page, the message comes back, the job resumes from its checkpoint', async () => {
    const client = await freshClient(s);
    await fund(root, client, 100_000);
    const addresses = emails(`crash${Date.now()}`, 1200);
    const q = await quote(s.agency.access_token, client, addresses.join('\n'));
    expect(q.status).toBe(200);
    // The first page's call passes, the next one fails: the worker throws after the charge and one stored page.
    await simulator({ after: 1, fail: 1 });
    const started = await start(s.agency.access_token, q.body.job_id);
    expect(started.status).toBe(200);
    // A second click on Start, and the same message handled again at once, change nothing.
    expect((await start(s.agency.access_token, q.body.job_id)).status).toBe(200);
    const done = await finished(s.agency.access_token, q.body.job_id);
    expect(done.status).toBe('done');
    expect(done.percentage).toBe(100);
    expect(await (await fetch(`${inject('apiUrl')}/_local/lead-simulator/enrich`)).json()).toEqual({ after: 0, fail: 0 });

    const rows = await downloaded(s.agency.access_token, q.body.job_id);
    const body = rows.slice(1);
    expect(body.map((r) => r[0])).toEqual(addresses);
    expect(body.filter((r) => r[1] === 'Yes')).toHaveLength(q.body.quote.matched_rows);

    const amount = Math.round(Number(q.body.quote.amount) * 100);
    const { rows: walletRows, wallet } = await ledger(root, client);
    expect(walletRows.filter((r) => r.type === 'charge').map((r) => [r.txId, r.amountCents])).toEqual([[`charge#${enrichmentChargeKey(q.body.job_id)}`, -amount]]);
    expect(wallet?.balanceCents).toBe(100_000 - amount);

    // Redelivered after it finished: nothing more is charged or written.
    expect(await processFileJob({ rootId: root, jobId: q.body.job_id }, 2)).toBe('already done');
    expect((await ledger(root, client)).wallet?.balanceCents).toBe(100_000 - amount);
  });

  it('a run that dies between the charge and the first page is charged once when run again', async () => {
    // Runs in this process: the simulator answers here as it does on the platform.
    const platformProvider = leadProvider();
    setLeadProvider({ ...platformProvider, enrich: simulatorEnrich });
    const client = await freshClient(s);
    await fund(root, client, 50_000);
    const q = await quote(s.agency.access_token, client, emails(`twice${Date.now()}`, 30).join('\n'));
    // Confirmed without the worker: the job is queued as Start leaves it, then two runs at once.
    await db().entities.fileJob.patch({ rootId: root, jobId: q.body.job_id }).set({ status: 'queued' }).go();
    const outcomes = await Promise.all([processFileJob({ rootId: root, jobId: q.body.job_id }, 1), processFileJob({ rootId: root, jobId: q.body.job_id }, 1)]);
    expect(outcomes).toContain('done');
    const amount = Math.round(Number(q.body.quote.amount) * 100);
    expect((await ledger(root, client)).rows.filter((r) => r.type === 'charge').map((r) => r.amountCents)).toEqual([-amount]);
    expect((await downloaded(s.agency.access_token, q.body.job_id)).slice(1)).toHaveLength(30);
    setLeadProvider(platformProvider);
  });
});
