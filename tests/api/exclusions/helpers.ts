import { createHash } from 'node:crypto';
import { db, isSuppressed } from '@platform/core';
import { inject } from 'vitest';
import { api, newClient, signIn } from '../client.js';

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A multipart upload as the browser sends it: text fields and `file`. */
export async function uploadForm(path: string, token: string, fields: Record<string, string>, file?: { name: string; type: string; content: string | Uint8Array }): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([typeof file.content === 'string' ? file.content : Buffer.from(file.content)], { type: file.type }), file.name);
  const res = await fetch(`${inject('apiUrl')}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const uploadClient = (token: string, companyId: string, file: { name: string; type: string; content: string | Uint8Array }, extra: Record<string, string> = {}) =>
  uploadForm('/api/tools/optout-client/upload', token, { ClientCompanyID: companyId, campaigntype: 'client', ...extra }, file);

export const csvFile = (content: string, name = 'list.csv') => ({ name, type: 'text/csv', content });

/** Waits until the import queue is empty (the embedded runtime's loopback-only endpoint). */
export async function drainImports(timeoutMs = 60_000): Promise<void> {
  const res = await fetch(`${inject('apiUrl')}/_local/queues/exclusion-import/drain`, { method: 'POST', body: JSON.stringify({ timeoutMs }), headers: { 'content-type': 'application/json' } });
  if (res.status !== 200) throw new Error(`the import queue did not drain: ${res.status} ${await res.text()}`);
}

export interface UploadRow {
  id: string;
  filename: string;
  percentage: number;
  current_row: number;
  total_row: number;
  status: string;
  message: string | null;
  valid_row: number;
  invalid_row: number;
  duplicate_row: number;
}

export const clientUploads = (token: string, companyId: string, query = 'campaignType=client') =>
  api<{ total: number; uploads: UploadRow[] }>(`/api/tools/optout-client/${companyId}?${query}`, { token });

export const clientProgress = (token: string, companyId: string, query = 'campaignType=client') =>
  api<{ jobProgress: UploadRow[]; jobDone: boolean }>(`/api/tools/optout-client/progress/${companyId}?${query}`, { token });

/**
 * `n` distinct records, a third each plain e-mails (with spaces and capitals), MD5 and SHA-256 of
 * other addresses, under a header; also what each stands for, to look them up afterwards.
 */
export function mixedCsv(prefix: string, n: number): { text: string; plain: string[]; md5Of: string[]; shaOf: string[] } {
  const lines = ['email'];
  const plain: string[] = [];
  const md5Of: string[] = [];
  const shaOf: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const address = `${prefix}.${i}@example.com`;
    if (i % 3 === 0) {
      plain.push(address);
      lines.push(`  ${address.toUpperCase()} `);
    } else if (i % 3 === 1) {
      md5Of.push(address);
      lines.push(md5(address));
    } else {
      shaOf.push(address);
      lines.push(sha256(address));
    }
  }
  return { text: `${lines.join('\n')}\n`, plain, md5Of, shaOf };
}

/** A fresh client of Acme, signed in: a list of its own, so counts are exact. */
export async function freshClient(prefix: string) {
  const c = await newClient(prefix);
  const res = await signIn(c.email, c.domain, c.password);
  if (res.status !== 200) throw new Error(`${c.email} could not sign in: ${res.status}`);
  const me = await api<{ id: string; company_id: string; company_root_id: string }>('/api/user', { token: res.body.access_token });
  return { ...res.body, userId: me.body.id, companyId: me.body.company_id, rootId: me.body.company_root_id };
}

/**
 * Whether the lead pipeline would suppress this e-mail for a lead of the client (and campaign): the
 * lists are matched in the generations their owners (root, client, campaign) hold now. Ids that
 * name nothing stand for owners with empty lists.
 */
export async function suppressed(rootId: string, clientId: string, campaignId: string | undefined, email: string): Promise<boolean> {
  const company = async (companyId: string) => (await db().entities.company.get({ rootId, companyId }).go({ consistent: true })).data ?? { rootId, companyId };
  const campaign = campaignId ? ((await db().entities.campaign.get({ rootId, campaignId }).go({ consistent: true })).data ?? { campaignId }) : undefined;
  return isSuppressed({ root: await company(rootId), client: await company(clientId), campaign }, email);
}
