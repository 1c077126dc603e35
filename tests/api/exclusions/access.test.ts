import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@platform/core';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { clientProgress, clientUploads, csvFile, drainImports, freshClient, suppressed, uploadClient, uploadForm } from './helpers.js';

type Session = Awaited<ReturnType<typeof session>>;
const who: Record<string, Session> = {};
let target: Awaited<ReturnType<typeof freshClient>>;
const stamp = Date.now();

beforeAll(async () => {
  useCore();
  for (const [name, [email, host]] of Object.entries(DEMO)) who[name] = await session(email, host);
  target = await freshClient('excl-access');
});

const purge = (token: string, id: string, type = 'client') => api(`/api/leadspeek/suppressionlist/purge/${id}/${type}`, { method: 'DELETE', token });

describe('who may change a client-wide exclusion list', () => {
  it.each([
    ['the client itself', () => target.access_token],
    ['its agency owner', () => who.agency!.access_token],
    ['its agency administrator', () => who.admin!.access_token],
    ['the platform operator', () => who.root!.access_token],
  ])('%s uploads, reads and watches progress', async (_name, token) => {
    const res = await uploadClient(token(), target.companyId, csvFile(`person.${stamp}.${_name.length}@example.com\n`));
    expect(res.status).toBe(200);
    expect((await clientUploads(token(), target.companyId)).status).toBe(200);
    expect((await clientProgress(token(), target.companyId)).status).toBe(200);
  });

  it('sales assist the agency but may not change its clients\' lists (403)', async () => {
    const t = who.sales!.access_token;
    expect((await uploadClient(t, target.companyId, csvFile('a@b.co\n'))).status).toBe(403);
    expect((await clientUploads(t, target.companyId)).status).toBe(403);
    expect((await purge(t, target.companyId)).status).toBe(403);
  });

  it.each([
    ['Globex agency', 'globex'],
    ['Globex client', 'client2'],
    ["Acme's other client (Bob's Bakery)", 'client'],
  ])('%s on the client\'s id: 404, nothing changed', async (_name, key) => {
    const t = who[key]!.access_token;
    const before = (await clientUploads(target.access_token, target.companyId)).body;
    expect((await uploadClient(t, target.companyId, csvFile('a@b.co\n'))).status).toBe(404);
    expect((await clientUploads(t, target.companyId)).status).toBe(404);
    expect((await clientProgress(t, target.companyId)).status).toBe(404);
    expect((await purge(t, target.companyId)).status).toBe(404);
    expect((await clientUploads(target.access_token, target.companyId)).body.uploads).toHaveLength(before.uploads.length);
  });

  it('an agency or an unknown id has no client-wide list (404)', async () => {
    expect((await clientUploads(who.agency!.access_token, who.agency!.companyId)).status).toBe(404);
    expect((await clientUploads(who.root!.access_token, 'no-such-company')).status).toBe(404);
  });

  it('refuses a list type it does not know (in the address or the query: 422)', async () => {
    expect((await purge(target.access_token, target.companyId, 'everything')).status).toBe(422);
    expect((await clientUploads(target.access_token, target.companyId, 'campaignType=other')).status).toBe(422);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await api(`/api/tools/optout-client/${target.companyId}`)).status).toBe(401);
  });
});

describe('a campaign\'s exclusion list uses the same machinery', () => {
  const campaignId = `camp-${stamp}`;
  beforeAll(async () => {
    const company = (await db().entities.company.get({ rootId: target.rootId, companyId: target.companyId }).go()).data!;
    await db().entities.campaign.create({ rootId: target.rootId, campaignId, agencyId: company.parentId, companyId: target.companyId, leadspeekType: 'local', leadspeekApiId: `api-${stamp}`, campaignName: 'Exclusion test' }).go();
  });

  it('uploads to the campaign, suppresses for that campaign only, and purges it', async () => {
    const address = `campaign-only.${stamp}@example.com`;
    const res = await uploadClient(target.access_token, target.companyId, csvFile(`${address}\n`), { campaigntype: 'campaign', campaignid: campaignId });
    expect(res.status).toBe(200);
    await drainImports();
    const list = await clientUploads(target.access_token, target.companyId, `campaignType=campaign&campaignId=${campaignId}`);
    expect(list.body.total).toBe(1);
    expect(await suppressed(target.rootId, target.companyId, campaignId, address)).toBe(true);
    expect(await suppressed(target.rootId, target.companyId, undefined, address)).toBe(false);
    expect(await suppressed(target.rootId, target.companyId, 'another-campaign', address)).toBe(false);
    const purged = await purge(target.access_token, campaignId, 'campaign');
    expect(purged.status).toBe(200);
    expect(await suppressed(target.rootId, target.companyId, campaignId, address)).toBe(false);
  });

  it('a campaign id named with another client\'s id is not found, and Globex cannot reach it', async () => {
    const bob = who.client!;
    expect((await uploadClient(who.agency!.access_token, bob.companyId, csvFile('a@b.co\n'), { campaigntype: 'campaign', campaignid: campaignId })).status).toBe(404);
    expect((await purge(who.globex!.access_token, campaignId, 'campaign')).status).toBe(404);
    expect((await uploadClient(target.access_token, target.companyId, csvFile('a@b.co\n'), { campaigntype: 'campaign' })).status).toBe(422);
  });
});

describe("the root's platform-wide opt-out list (system users only)", () => {
  const address = `platform-optout.${stamp}@example.com`;

  it('the operator uploads; the address is suppressed for every client', async () => {
    const root = who.root!;
    const rootId = target.rootId;
    const res = await uploadForm('/api/tools/optout/upload', root.access_token, { CompanyRootID: rootId }, csvFile(`email\n${address}\n`, 'Opt Outs.csv'));
    expect(res.status).toBe(200);
    await drainImports();
    const list = await api<{ total: number; uploads: { filename: string; status: string }[] }>(`/api/tools/optout/${rootId}`, { token: root.access_token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(list.body.uploads[0]).toMatchObject({ filename: 'opt_outs.csv', status: 'done' });
    expect((await api(`/api/tools/optout/progress/${rootId}`, { token: root.access_token })).body).toMatchObject({ jobDone: true });
    expect(await suppressed(rootId, target.companyId, undefined, address)).toBe(true);
    expect(await suppressed(rootId, who.client2!.companyId, 'any', address)).toBe(true);
  });

  it.each(['agency', 'admin', 'sales', 'client', 'globex'])('%s may not touch it (403)', async (key) => {
    const t = who[key]!.access_token;
    expect((await uploadForm('/api/tools/optout/upload', t, { CompanyRootID: target.rootId }, csvFile('a@b.co\n'))).status).toBe(403);
    expect((await api(`/api/tools/optout/${target.rootId}`, { token: t })).status).toBe(403);
    expect((await api(`/api/tools/optout/purge/${target.rootId}`, { method: 'DELETE', token: t })).status).toBe(403);
  });

  it('another platform\'s id is not found (404)', async () => {
    expect((await api('/api/tools/optout/not-this-platform', { token: who.root!.access_token })).status).toBe(404);
    expect((await api('/api/tools/optout/purge/not-this-platform', { method: 'DELETE', token: who.root!.access_token })).status).toBe(404);
  });

  it('purge empties it', async () => {
    const res = await api(`/api/tools/optout/purge/${target.rootId}`, { method: 'DELETE', token: who.root!.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', title: 'Deleted!' });
    expect((await api(`/api/tools/optout/${target.rootId}`, { token: who.root!.access_token })).body).toEqual({ total: 0, uploads: [] });
    expect(await suppressed(target.rootId, target.companyId, undefined, address)).toBe(false);
  });
});
