import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db, isSuppressed } from '@platform/core';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { csvFile, drainImports, freshClient, md5, uploadClient } from './helpers.js';

vi.setConfig({ testTimeout: 60_000 });

type Session = Awaited<ReturnType<typeof freshClient>>;

let client: Session;

beforeAll(async () => {
  useCore();
  client = await freshClient('excl-kinds');
});

/** Whether the client's list suppresses the e-mail, and the kinds of key its lookup asks for. */
async function lookUp(email: string): Promise<{ suppressed: boolean; kinds: string[] }> {
  const owner = (await db().entities.company.get({ rootId: client.rootId, companyId: client.companyId }).go({ consistent: true })).data;
  const lists = { root: { companyId: 'a-root-without-a-list' }, client: owner ?? { rootId: client.rootId, companyId: client.companyId } };
  const asked: string[] = [];
  await isSuppressed(lists, email, async (getter) => {
    asked.push(JSON.stringify(getter.Key));
    return undefined;
  });
  const kinds = [...new Set(asked.map((k) => (k.includes('md5:') ? 'md5' : 'sha256')))].sort();
  return { suppressed: await isSuppressed(lists, email), kinds };
}

const purge = () => api(`/api/leadspeek/suppressionlist/purge/${client.companyId}/client`, { method: 'DELETE', token: client.access_token });

describe('a lead’s e-mail is looked up only by the kinds of hash its lists hold', () => {
  const stamp = Date.now();
  const listed = `listed.${stamp}@example.com`;
  const byMd5 = `by.md5.${stamp}@example.com`;

  it('a list of e-mails only is asked for the SHA-256 alone, and matches by it', async () => {
    expect((await uploadClient(client.access_token, client.companyId, csvFile(`email\n${listed}\n`))).status).toBe(200);
    await drainImports();
    expect(await lookUp(listed)).toEqual({ suppressed: true, kinds: ['sha256'] });
    expect(await lookUp(byMd5)).toEqual({ suppressed: false, kinds: ['sha256'] });
  });

  it('once an upload with an MD5 row is accepted, the MD5 is asked too and an e-mail listed by its MD5 is suppressed', async () => {
    expect((await uploadClient(client.access_token, client.companyId, csvFile(`email\n${md5(byMd5)}\n`))).status).toBe(200);
    await drainImports();
    expect(await lookUp(byMd5)).toEqual({ suppressed: true, kinds: ['md5', 'sha256'] });
    expect(await lookUp(listed)).toEqual({ suppressed: true, kinds: ['md5', 'sha256'] });
  });

  it('a purge starts both counts again: an e-mail-only upload after it is asked by its SHA-256 alone', async () => {
    expect((await purge()).status).toBe(200);
    expect(await lookUp(byMd5)).toEqual({ suppressed: false, kinds: [] });
    expect((await uploadClient(client.access_token, client.companyId, csvFile(`email\n${byMd5}\n`))).status).toBe(200);
    await drainImports();
    expect(await lookUp(byMd5)).toEqual({ suppressed: true, kinds: ['sha256'] });
    expect(await lookUp(listed)).toEqual({ suppressed: false, kinds: ['sha256'] });
  });
});
