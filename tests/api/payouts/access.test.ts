import type { PayoutsAnswer } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { afterMonth, agencyWith, billWeek, invoicesOf, monthOf, payoutsAt, platform, weeklyClientWithLeads } from './helpers.js';

type Who = keyof typeof DEMO;
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<Who, S>;
let rootId: string;

beforeAll(async () => {
  ({ rootId } = await platform());
  for (const who of Object.keys(DEMO) as Who[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const payouts = (who: Who, companyId: string) => api<PayoutsAnswer & { message?: string }>(`/api/billing/payouts/${companyId}`, { token: s[who].access_token });

describe('An agency sees its own payouts, and only its own', () => {
  it('Acme’s owner and administrator see Acme’s payouts: last month paid to its account in the demo', async () => {
    for (const who of ['agency', 'admin'] as const) {
      const res = await payouts(who, s.agency.companyId);
      expect(res.status, who).toBe(200);
      expect(res.body.scope).toBe('agency');
    }
    const res = await payouts('agency', s.agency.companyId);
    if (res.body.scope !== 'agency') throw new Error('not an agency answer');
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - 1);
    const last = res.body.data.find((p) => p.month === d.toISOString().slice(0, 7));
    expect(last?.status).toMatch(/^(paid|empty)$/);
    // The demo's leads go back 30 days: last month has some unless today is the month's 30th or 31st.
    if (last && last.amount_cents > 0) {
      expect(last).toMatchObject({ status: 'paid', transfer_id: expect.stringMatching(/^tr_/), paid_at: expect.any(String) });
      expect(last.clients).toEqual([expect.objectContaining({ client_name: "Bob's Bakery", leads: expect.any(Number) })]);
    }
  });

  it.each([
    ['Globex’s owner', 'globex'],
    ['Globex’s client', 'client2'],
    ['Acme’s own client', 'client'],
  ] as const)('%s asking for Acme’s payouts gets 404, as if Acme did not exist', async (_name, who) => {
    const res = await payouts(who, s.agency.companyId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ result: 'error', message: 'Company not found.' });
  });

  it('the sales person assigned to Acme sees Acme but not its payouts (403)', async () => {
    expect((await payouts('sales', s.agency.companyId)).status).toBe(403);
  });

  it('a client is not paid: its id answers 404, to its agency too', async () => {
    for (const who of ['agency', 'client', 'root'] as const) expect((await payouts(who, s.client.companyId)).status, who).toBe(404);
  });

  it('an agency asking for another agency’s payouts, or the platform’s, gets 404', async () => {
    expect((await payouts('agency', s.globex.companyId)).status).toBe(404);
    expect((await payouts('globex', rootId)).status).toBe(404);
    expect((await payouts('agency', rootId)).status).toBe(404);
  });
});

describe('The root sees, per month, what its agencies’ clients paid, what the agencies were paid, and what it kept', () => {
  it('an agency’s month shows in the root’s months, and kept is client payments less payouts', async () => {
    const { root } = await platform();
    const agency = await agencyWith(root, 'completed', 'rootview');
    const client = await weeklyClientWithLeads(agency, rootId, 5);
    await billWeek(rootId, [client.id]);
    const month = monthOf((await invoicesOf(rootId, client.id))[0]!.paidAt!);
    await payoutsAt(afterMonth(month), rootId, [agency.companyId]);

    const res = await api<PayoutsAnswer>(`/api/billing/payouts/${rootId}?months=36`, { token: root.access_token });
    expect(res.status).toBe(200);
    if (res.body.scope !== 'root') throw new Error('not the root answer');
    const m = res.body.data.find((d) => d.month === month);
    expect(m?.agencies).toContainEqual({ agency_id: agency.companyId, agency_name: expect.any(String), status: 'paid', client_payments_cents: 1500, amount: '11.00', amount_cents: 1100 });
    expect(m!.kept_cents).toBe(m!.client_payments_cents - m!.agency_payouts_cents);

    // The root's operator reads one agency's payouts too; its sales people do not read the platform's.
    expect((await api(`/api/billing/payouts/${agency.companyId}`, { token: root.access_token })).status).toBe(200);
    expect((await payouts('sales', rootId)).status).toBe(403);
  });
});
