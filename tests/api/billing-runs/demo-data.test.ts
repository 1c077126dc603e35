import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { demoSessions, type Session, type Who } from '../campaigns/helpers.js';

let s: Record<Who, Session>;
let gclient: string;

beforeAll(async () => {
  s = await demoSessions();
  gclient = (await session(DEMO.client2[0], DEMO.client2[1])).companyId;
});

type Inv = { kind: string; status: string; amount_cents: number; description: string; lines: { description: string; quantity: number; unit_amount: string }[] };

describe('demo data: Globex Client pays weekly and the billing run has billed its past weeks', () => {
  it('its agency sees paid lead-charge invoices with lead lines and the weekly platform fee', async () => {
    const res = await api<{ data: Inv[] }>(`/api/billing/invoices/${gclient}`, { token: s.globex.access_token });
    expect(res.status).toBe(200);
    const runs = res.body.data.filter((i) => i.kind === 'lead_charges');
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((i) => i.status === 'paid' && i.description.startsWith('Lead charges, week of '))).toBe(true);
    const withLeads = runs.find((i) => i.lines.some((l) => /^\d+ leads?, Globex spring promotion \(Site ID\)$/.test(l.description)));
    expect(withLeads?.lines).toContainEqual(expect.objectContaining({ unit_amount: '3.00' }));
    expect(withLeads?.lines).toContainEqual(expect.objectContaining({ quantity: 1, unit_amount: '25.00' }));
  });

  it('the campaign is still the demo’s paused one', async () => {
    const list = await api<{ data: { campaignName: string; status: string }[] }>(`/api/leadspeek/client/all/local/${gclient}?status=paused`, { token: s.globex.access_token });
    expect(list.body.data).toContainEqual(expect.objectContaining({ campaignName: 'Globex spring promotion', status: 'paused' }));
  });
});
