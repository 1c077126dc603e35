import { fixedClock, handleLeadIngestMessage, processLead } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniq, type Session, type Who } from '../campaigns/helpers.js';
import { leadsOf, person, pipelineHere, prepaidCampaign, wallet } from './helpers.js';

let s: Record<Who, Session>;
let rootId = '';

beforeAll(async () => {
  ({ s, rootId } = await pipelineHere());
});

const DAY = 86_400_000;

describe('One person is charged and delivered once by a campaign, however the sightings arrive', () => {
  it('two lead ids of the same e-mail processed at the same moment: one is delivered and debited, the other dropped as a repeat', async () => {
    const { client, c } = await prepaidCampaign(s.agency, rootId, 10_000);
    const people = Array.from({ length: 5 }, () => person());
    const messages = people.flatMap((email) => [1, 2].map((k) => ({ kind: 'lead', lead: { lead_id: uniq(`twice${k}`), campaign_code: c.leadspeek_api_id, email } })));
    const outcomes = await Promise.all(messages.map((m) => handleLeadIngestMessage(m)));
    expect(outcomes.filter((o) => o === 'delivered')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'dropped')).toHaveLength(5);
    const leads = await leadsOf(rootId, c.id);
    expect(leads.map((l) => l.email).sort()).toEqual([...people].sort());
    const w = await wallet(rootId, client.id);
    expect(w.charges).toHaveLength(5);
    expect(w.balance).toBe(10_000 - 5 * 250);
  });

  it('with a one-week window: at the same moment once; three days later dropped; eight days later delivered again', async () => {
    const { client, c } = await prepaidCampaign(s.agency, rootId, 10_000, { reidentificationtype: '1 week' });
    const email = person();
    const sighting = () => ({ lead_id: uniq('wk'), campaign_code: c.leadspeek_api_id, email });
    const at = (days: number) => fixedClock(new Date(Date.now() + days * DAY));
    const first = await Promise.all([processLead(sighting(), at(0)), processLead(sighting(), at(0)), processLead(sighting(), at(0))]);
    expect(first.filter((o) => o === 'delivered')).toHaveLength(1);
    expect(await processLead(sighting(), at(3))).toBe('dropped');
    const later = await Promise.all([processLead(sighting(), at(8)), processLead(sighting(), at(8))]);
    expect(later.filter((o) => o === 'delivered')).toHaveLength(1);
    expect((await leadsOf(rootId, c.id)).filter((l) => l.status === 'delivered')).toHaveLength(2);
    expect((await wallet(rootId, client.id)).charges).toHaveLength(2);
  });
});
