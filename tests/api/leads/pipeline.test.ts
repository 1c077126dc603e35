import { beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';
import { created, demoSessions, getCampaign, newClientOf, siteId, uniq, type Session, type Who } from '../campaigns/helpers.js';
import { exclude, fund, ingest, leadsOf, md5, person, price, sha256, wallet } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
});

/** A fresh prepaid client of Acme at $2.50 a lead, with a funded wallet, and a running Site ID campaign. */
async function prepaidCampaign(balanceCents: number, campaign: Record<string, unknown> = {}) {
  const client = await newClientOf(s.agency.access_token, s.agency.companyId);
  await price(s.agency.access_token, client.id, 'Prepaid', '2.50');
  if (balanceCents) await fund(rootId, client.id, balanceCents);
  const c = await created(s.agency.access_token, siteId(client.id, campaign));
  return { client, c };
}

describe('a suppressed e-mail is stored as suppressed and never charged or delivered', () => {
  it('on the platform list (plain e-mail), the client list (MD5) and the campaign list (SHA-256)', async () => {
    const { client, c } = await prepaidCampaign(10_000);
    const [onRoot, onClient, onCampaign, free] = [person(), person(), person(), person()];
    await exclude(rootId, 'root', rootId, `sha256:${sha256(onRoot)}`);
    await exclude(rootId, 'client', client.id, `md5:${md5(onClient)}`);
    await exclude(rootId, 'campaign', c.id, `sha256:${sha256(onCampaign)}`);
    await ingest([onRoot, onClient, onCampaign, free].map((email, i) => ({ lead_id: `sup-${i}`, campaign_code: c.leadspeek_api_id, email: email.toUpperCase() })));
    const leads = await leadsOf(rootId, c.id);
    const byEmail = new Map(leads.map((l) => [l.email, l]));
    for (const e of [onRoot, onClient, onCampaign]) expect(byEmail.get(e)).toMatchObject({ status: 'suppressed', amountRetailCents: 0 });
    expect(byEmail.get(free)).toMatchObject({ status: 'delivered', amountRetailCents: 250 });
    const w = await wallet(rootId, client.id);
    expect(w.balance).toBe(10_000 - 250);
    expect(w.charges).toHaveLength(1);
  });
});

describe('a redelivered lead message charges once', () => {
  it('the same lead three times is one lead, one debit', async () => {
    const { client, c } = await prepaidCampaign(1_000);
    const lead = { lead_id: 'again-1', campaign_code: c.leadspeek_api_id, email: person() };
    await ingest([lead, lead]);
    await ingest([lead]);
    expect(await leadsOf(rootId, c.id)).toHaveLength(1);
    const w = await wallet(rootId, client.id);
    expect(w.balance).toBe(750);
    expect(w.charges).toHaveLength(1);
  });
});

describe('limits stop delivery exactly at the limit', () => {
  it('LimitLead 3 a day: 3 delivered and charged, the rest over-limit and free, even arriving together', async () => {
    const { client, c } = await prepaidCampaign(10_000, { LimitLead: 3, LimitLeadFreq: 'day' });
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.LimitLead).toBe(3);
    await ingest(Array.from({ length: 8 }, (_, i) => ({ lead_id: `lim-${i}`, campaign_code: c.leadspeek_api_id, email: person() })));
    const leads = await leadsOf(rootId, c.id);
    expect(leads.filter((l) => l.status === 'delivered')).toHaveLength(3);
    expect(leads.filter((l) => l.status === 'over-limit')).toHaveLength(5);
    expect(leads.filter((l) => l.status === 'over-limit').every((l) => l.amountRetailCents === 0)).toBe(true);
    expect((await wallet(rootId, client.id)).balance).toBe(10_000 - 3 * 250);
  });

  it('outside the campaign dates a lead is over-limit', async () => {
    const { c } = await prepaidCampaign(10_000);
    await ingest([{ lead_id: 'old-1', campaign_code: c.leadspeek_api_id, email: person(), received_at: '2020-01-01T12:00:00Z' }]);
    const { db } = await import('@platform/core');
    await db().entities.campaign.patch({ rootId, campaignId: c.id }).set({ startdatecampaign: '2999-01-01' }).composite({ leadspeekType: 'local', companyId: c.company_id, agencyId: s.agency.companyId }).go();
    await ingest([{ lead_id: 'early-1', campaign_code: c.leadspeek_api_id, email: person() }]);
    const leads = await leadsOf(rootId, c.id);
    expect(leads.find((l) => l.leadId && l.statusReason === 'Outside the campaign dates')).toBeTruthy();
  });
});

describe('an empty wallet stops the campaign', () => {
  it('the lead it cannot pay for waits as pending, the campaign is stopped with the notice, the client is e-mailed', async () => {
    const { client, c } = await prepaidCampaign(300);
    await ingest([
      { lead_id: 'w-1', campaign_code: c.leadspeek_api_id, email: person(), received_at: new Date(Date.now() - 2000).toISOString() },
    ]);
    await ingest([{ lead_id: 'w-2', campaign_code: c.leadspeek_api_id, email: person() }]);
    const leads = await leadsOf(rootId, c.id);
    expect(leads.map((l) => l.status).sort()).toEqual(['delivered', 'pending']);
    expect((await wallet(rootId, client.id)).balance).toBe(50);
    const after = await getCampaign(s.agency.access_token, c.id);
    expect(after.body.data.status).toBe('stopped');
    expect(after.body.data.stop_message).toContain('prepaid wallet is empty');
    // Further leads of a stopped campaign are not taken.
    await ingest([{ lead_id: 'w-3', campaign_code: c.leadspeek_api_id, email: person() }]);
    expect(await leadsOf(rootId, c.id)).toHaveLength(2);
  });
});

describe('leads without an e-mail and people seen before', () => {
  it('requireemailaddress drops a lead without e-mail; the same person twice is one lead (re-identification never)', async () => {
    const { c } = await prepaidCampaign(10_000);
    const email = person();
    await ingest([
      { lead_id: 'ne-1', campaign_code: c.leadspeek_api_id, person_id: uniq('pid') },
      { lead_id: 'ri-1', campaign_code: c.leadspeek_api_id, email },
    ]);
    await ingest([{ lead_id: 'ri-2', campaign_code: c.leadspeek_api_id, email }]);
    const leads = await leadsOf(rootId, c.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.email).toBe(email);
  });
});
