import { EMPTY_WALLET_RESUME, handleLeadIngestMessage, setQueuePort, STOP_REASON_MESSAGES } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { getCampaign, move, uniq, type Session, type Who } from '../campaigns/helpers.js';
import { giveCard, PREPAID } from '../wallet/wallet-helpers.js';
import { drain, exclude, fund, ingest, leadsOf, md5, person, pipelineHere, prepaidCampaign as prepaidCampaignOf, sha256, wallet } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';

beforeAll(async () => {
  ({ s, rootId } = await pipelineHere());
});

const prepaidCampaign = (balanceCents: number, campaign: Record<string, unknown> = {}) => prepaidCampaignOf(s.agency, rootId, balanceCents, campaign);

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

describe('a purged list stops suppressing from the moment the purge answers', () => {
  it('a lead with an e-mail of the purged client list is charged and delivered; one before the purge was suppressed', async () => {
    const { client, c } = await prepaidCampaign(10_000);
    const [before, after] = [person(), person()];
    for (const e of [before, after]) await exclude(rootId, 'client', client.id, `md5:${md5(e)}`);
    await ingest([{ lead_id: uniq('pre-purge'), campaign_code: c.leadspeek_api_id, email: before }]);
    const purged = await api(`/api/leadspeek/suppressionlist/purge/${client.id}/client`, { method: 'DELETE', token: s.agency.access_token });
    expect(purged.status).toBe(200);
    await ingest([{ lead_id: uniq('post-purge'), campaign_code: c.leadspeek_api_id, email: after }]);
    const byEmail = new Map((await leadsOf(rootId, c.id)).map((l) => [l.email, l]));
    expect(byEmail.get(before)).toMatchObject({ status: 'suppressed', amountRetailCents: 0 });
    expect(byEmail.get(after)).toMatchObject({ status: 'delivered', amountRetailCents: 250 });
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

/** A prepaid client whose campaign stopped on an empty wallet, with the lead it could not pay waiting. */
async function stoppedOnEmptyWallet() {
  const { client, c } = await prepaidCampaign(300);
  await ingest([{ lead_id: 'e-1', campaign_code: c.leadspeek_api_id, email: person(), received_at: new Date(Date.now() - 2000).toISOString() }]);
  await ingest([{ lead_id: 'e-2', campaign_code: c.leadspeek_api_id, email: person() }]);
  expect((await leadsOf(rootId, c.id)).map((l) => l.status).sort()).toEqual(['delivered', 'pending']);
  expect((await getCampaign(s.agency.access_token, c.id)).body.data.status).toBe('stopped');
  return { client, c };
}

describe('a campaign cannot be resumed while its prepaid wallet is empty', () => {
  it('resuming the campaign the empty wallet stopped answers 409 with the reason and changes nothing', async () => {
    const { c } = await stoppedOnEmptyWallet();
    const res = await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toBe(STOP_REASON_MESSAGES.wallet_empty);
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.status).toBe('stopped');
  });

  it('a paused prepaid campaign with an empty wallet cannot be resumed either', async () => {
    const { c } = await prepaidCampaign(0);
    expect((await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'paused' })).status).toBe(200);
    const res = await move(s.agency.access_token, 'activepause', { campaign_id: c.id, status: 'running' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMPTY_WALLET_RESUME);
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.status).toBe('paused');
  });
});

describe('leads waiting for an empty wallet are delivered after a top-up', () => {
  it('a top-up through the wallet resumes the stopped campaign and charges and delivers the waiting lead once', async () => {
    const { client, c } = await stoppedOnEmptyWallet();
    await giveCard(rootId, client.id);
    const top = await api(`${PREPAID}/charge`, {
      token: s.agency.access_token,
      body: { company_id: client.id, amount: '500', custom_amount: 'F', stop_continual: 'T', payment_type: 'credit_card', request_id: uniq('release') },
    });
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    await drain();
    const leads = await leadsOf(rootId, c.id);
    expect(leads.map((l) => l.status)).toEqual(['delivered', 'delivered']);
    expect(leads.every((l) => l.amountRetailCents === 250)).toBe(true);
    const w = await wallet(rootId, client.id);
    expect(w.charges).toHaveLength(2);
    expect(w.balance).toBe(50 + 50_000 - 250);
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.status).toBe('running');
    // New leads are taken again.
    await ingest([{ lead_id: 'e-3', campaign_code: c.leadspeek_api_id, email: person() }]);
    expect((await leadsOf(rootId, c.id)).filter((l) => l.status === 'delivered')).toHaveLength(3);
  });

  it('releases repeated and at once charge each waiting lead once', async () => {
    const { client, c } = await prepaidCampaign(0);
    await ingest(Array.from({ length: 4 }, (_, i) => ({ lead_id: `r-${i}`, campaign_code: c.leadspeek_api_id, email: person() })));
    const waiting = (await leadsOf(rootId, c.id)).filter((l) => l.status === 'pending').length;
    expect(waiting).toBeGreaterThan(0);
    await fund(rootId, client.id, 10_000);
    const release = { kind: 'release', rootId, companyId: client.id };
    await Promise.all([handleLeadIngestMessage(release), handleLeadIngestMessage(release), handleLeadIngestMessage(release)]);
    await handleLeadIngestMessage(release);
    const leads = await leadsOf(rootId, c.id);
    expect(leads.filter((l) => l.status === 'delivered')).toHaveLength(waiting);
    const w = await wallet(rootId, client.id);
    expect(w.charges).toHaveLength(waiting);
    expect(w.balance).toBe(10_000 - waiting * 250);
  });

  it('a top-up too small for one lead leaves the campaign stopped and the lead waiting', async () => {
    const { client, c } = await stoppedOnEmptyWallet();
    await fund(rootId, client.id, 100);
    await handleLeadIngestMessage({ kind: 'release', rootId, companyId: client.id });
    expect((await leadsOf(rootId, c.id)).map((l) => l.status).sort()).toEqual(['delivered', 'pending']);
    expect((await getCampaign(s.agency.access_token, c.id)).body.data.status).toBe('stopped');
    expect((await wallet(rootId, client.id)).balance).toBe(150);
  });
});

describe('a lead waiting for the wallet is checked against the exclusion lists again when it is released', () => {
  it('an e-mail put on the client’s list while its lead waited: the lead is stored suppressed, never charged or delivered', async () => {
    const { client, c } = await prepaidCampaign(0);
    const email = person();
    await ingest([{ lead_id: uniq('waits'), campaign_code: c.leadspeek_api_id, email }]);
    expect((await leadsOf(rootId, c.id)).map((l) => l.status)).toEqual(['pending']);
    await exclude(rootId, 'client', client.id, `md5:${md5(email)}`);
    await fund(rootId, client.id, 10_000);
    await handleLeadIngestMessage({ kind: 'release', rootId, companyId: client.id });
    expect((await leadsOf(rootId, c.id)).map((l) => [l.status, l.amountRetailCents])).toEqual([['suppressed', 0]]);
    const w = await wallet(rootId, client.id);
    expect(w.charges).toHaveLength(0);
    expect(w.balance).toBe(10_000);
  });
});

describe('the admin notice every leadsAmountNotification leads fires once per multiple', () => {
  it('ten leads arriving at once, a notice every 3 leads: notices for 3, 6 and 9, each once, and none again on redelivery', async () => {
    const { c } = await prepaidCampaign(10_000, { leadsAmountNotification: 3, adminNotifyTo: ['ops@bakery.test'] });
    const announced: { notifyAdminsAt?: number[] }[] = [];
    setQueuePort({
      send: async (q, body) => {
        if (q === 'lead-delivery') announced.push(body as { notifyAdminsAt?: number[] });
        return { messageId: 'kept-by-test' };
      },
    });
    try {
      const messages = Array.from({ length: 10 }, (_, i) => ({ kind: 'lead', lead: { lead_id: `n-${i}`, campaign_code: c.leadspeek_api_id, email: person() } }));
      await Promise.all(messages.map((m) => handleLeadIngestMessage(m)));
      await Promise.all(messages.map((m) => handleLeadIngestMessage(m)));
    } finally {
      setQueuePort({ send: async () => ({ messageId: 'kept-by-test' }) });
    }
    expect((await leadsOf(rootId, c.id)).filter((l) => l.status === 'delivered')).toHaveLength(10);
    expect(announced.flatMap((m) => m.notifyAdminsAt ?? []).sort((a, b) => a - b)).toEqual([3, 6, 9]);
  });
});
