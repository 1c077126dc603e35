import { db, PipelineCache, processLead, statsDay } from '@platform/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { created, demoSessions, newClientOf, siteId, uniq, type CampaignBody, type Session, type Who } from '../campaigns/helpers.js';
import { price } from '../leads/helpers.js';

vi.setConfig({ testTimeout: 120_000 });

let s: Record<Who, Session>;
let rootId = '';
let campaign: CampaignBody;
const today = () => statsDay(new Date(), 'America/Chicago');

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  const client = await newClientOf(s.agency.access_token, s.agency.companyId);
  await price(s.agency.access_token, client.id, 'Weekly', '2.00');
  campaign = await created(s.agency.access_token, siteId(client.id));
  const cache = new PipelineCache();
  const now = new Date();
  for (let i = 0; i < 30; i += 1) {
    await processLead({ lead_id: uniq('xl'), campaign_code: campaign.leadspeek_api_id, email: `${uniq('x')}@export.test`, first_name: i === 0 ? '=SUM(A1)' : 'Rita', received_at: new Date(now.getTime() - i * 60_000).toISOString() }, { now: () => now }, cache, { announce: false });
  }
  // The day's count raised past 20,000 so the range is over the one-answer limit without storing 20,001 leads: the export reads what the index holds.
  await db().entities.dailyStats.update({ rootId, scope: 'campaign', scopeId: campaign.id, module: 'local', day: today() }).add({ delivered: 20_000 }).go();
}, 120_000);

describe('a lead download above 20,000 rows becomes an export job', () => {
  it('answers 202 with the job, which writes every lead once to a file that downloads; another person cannot read it', async () => {
    const path = `/api/leadspeek/report/lead/${campaign.id}/${today()}/${today()}?format=csv`;
    const res = await api<{ result: string; message: string; job: { job_id: string; status: string; total_rows: number } }>(path, { token: s.agency.access_token });
    expect(res.status).toBe(202);
    expect(res.body.result).toBe('export_started');
    expect(res.body.job.total_rows).toBe(20_030);
    // The same ask again (a double click) is the same job.
    expect((await api<{ job: { job_id: string } }>(path, { token: s.agency.access_token })).body.job.job_id).toBe(res.body.job.job_id);

    let status = '';
    for (let i = 0; i < 300 && status !== 'done' && status !== 'failed'; i += 1) {
      status = (await api<{ status: string }>(`/api/file-jobs/${res.body.job.job_id}`, { token: s.agency.access_token })).body.status;
      if (status !== 'done') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('done');
    const link = await api<{ url: string; filename: string }>(`/api/file-jobs/${res.body.job.job_id}/download`, { token: s.agency.access_token });
    expect(link.body.filename).toMatch(/^leads-.*\.csv$/);
    const lines = (await (await fetch(link.body.url)).text()).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Received,Campaign,Client,Status,First name')).toBe(true);
    expect(lines).toHaveLength(31);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(30);
    // A cell a spreadsheet would run is neutralised.
    expect(lines.some((l) => l.includes(",'=SUM(A1),"))).toBe(true);

    for (const who of ['globex', 'admin'] as const) expect((await api(`/api/file-jobs/${res.body.job.job_id}`, { token: s[who].access_token })).status).toBe(404);
  });
});
