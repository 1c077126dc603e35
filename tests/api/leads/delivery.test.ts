import { db, deliverLeads, resetMailer, setMailer, type LeadDeliveryMessage, type MailerPort } from '@platform/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniq, type Session, type Who } from '../campaigns/helpers.js';
import { pipelineHere, prepaidCampaign } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';

beforeAll(async () => {
  ({ s, rootId } = await pipelineHere());
});

afterEach(() => resetMailer());

/** Mail as the SMTP server would take it; `refuse` names lead e-mails whose mail fails. */
function outbox(refuse: Set<string> = new Set()) {
  const sent: { to: string; subject: string; text: string }[] = [];
  const port: MailerPort = {
    async send(msg) {
      if ([...refuse].some((e) => msg.text.includes(e))) throw new Error('SMTP refused');
      sent.push(msg);
    },
  };
  setMailer(port);
  return sent;
}

async function campaign(extra: Record<string, unknown> = {}) {
  const { c, client } = await prepaidCampaign(s.agency, rootId, 0, { reportSentTo: ['reports@bakery.test'], ...extra });
  return { c, client };
}

function message(c: { id: string; leadspeek_api_id: string }, companyId: string, email: string, extra: Partial<LeadDeliveryMessage> = {}): LeadDeliveryMessage {
  return {
    kind: 'lead.delivered',
    version: 1,
    rootId,
    leadId: uniq('ld'),
    campaignId: c.id,
    leadspeekApiId: c.leadspeek_api_id,
    companyId,
    agencyId: s.agency.companyId,
    module: 'local',
    test: false,
    receivedAt: new Date().toISOString(),
    lead: { email, first_name: 'Dana' },
    ...extra,
  };
}

const values = <T,>(r: PromiseSettledResult<T>[]) => r.map((x) => (x.status === 'fulfilled' ? x.value : 'failed'));

describe('a batch of delivered leads is e-mailed once per lead', () => {
  it('each lead of the batch is mailed to the report recipients; the same message twice in a batch or again later mails nothing more', async () => {
    const { c, client } = await campaign();
    const sent = outbox();
    const a = message(c, client.id, 'ann@example.test');
    const b = message(c, client.id, 'bob@example.test');
    expect(values(await deliverLeads([a, b, a]))).toEqual(['sent', 'sent', 'already_delivered']);
    expect(values(await deliverLeads([b, a]))).toEqual(['already_delivered', 'already_delivered']);
    expect(sent.map((m) => m.to)).toEqual(['reports@bakery.test', 'reports@bakery.test']);
    expect(sent.map((m) => m.text.includes('ann@example.test') || m.text.includes('bob@example.test'))).toEqual([true, true]);
    const rows = await Promise.all([a, b].map(async (m) => (await db().entities.leadDelivery.get({ rootId, leadId: m.leadId }).go()).data));
    expect(rows.map((r) => r?.emailedTo)).toEqual([['reports@bakery.test'], ['reports@bakery.test']]);
  });

  it('a lead whose e-mail fails is the only one retried, and is mailed when its message comes again', async () => {
    const { c, client } = await campaign();
    const refused = outbox(new Set(['carl@example.test']));
    const ok = message(c, client.id, 'dora@example.test');
    const failing = message(c, client.id, 'carl@example.test');
    const first = await deliverLeads([ok, failing]);
    expect(values(first)).toEqual(['sent', 'failed']);
    expect(refused).toHaveLength(1);
    // Its claim was released, so the retry sends it.
    expect((await db().entities.leadDelivery.get({ rootId, leadId: failing.leadId }).go()).data).toBeNull();
    const sent = outbox();
    expect(values(await deliverLeads([failing, ok]))).toEqual(['sent', 'already_delivered']);
    expect(sent).toHaveLength(1);
  });

  it('leads of a campaign that no longer exists are answered as such and mailed to no one', async () => {
    const { c, client } = await campaign();
    const sent = outbox();
    const gone = message({ ...c, id: 'no-such-campaign' }, client.id, 'erin@example.test');
    expect(values(await deliverLeads([gone, message(c, client.id, 'fay@example.test')]))).toEqual(['no_campaign', 'sent']);
    expect(sent).toHaveLength(1);
  });

  it('the admin notices a lead carries go to adminNotifyTo once', async () => {
    const { c, client } = await campaign({ adminNotifyTo: ['ops@bakery.test'] });
    const sent = outbox();
    const m = message(c, client.id, 'gus@example.test', { notifyAdmins: 6, notifyAdminsAt: [3, 6] });
    expect(values(await deliverLeads([m, m]))).toEqual(['sent', 'already_delivered']);
    expect(sent.filter((x) => x.to === 'ops@bakery.test').map((x) => x.subject)).toEqual([expect.stringContaining('delivered 3 leads'), expect.stringContaining('delivered 6 leads')]);
  });
});
