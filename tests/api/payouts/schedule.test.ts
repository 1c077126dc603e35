import { payoutId } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { afterMonth, agencyWith, billWeek, invoicesOf, MARGIN_PER_LEAD, monthOf, payoutsAt, payoutsOf, platform, transfersFor, weeklyClientWithLeads, type S } from './helpers.js';

let root: S;
let rootId: string;

beforeAll(async () => {
  ({ root, rootId } = await platform());
});
afterAll(async () => {
  await api('/_local/clock', { body: { offsetMs: 0 } });
});

describe('The daily payouts schedule', () => {
  it('pays a closed month through its worker, one message per agency; a second run transfers nothing more', async () => {
    const agency = await agencyWith(root, 'completed', 'sched');
    const client = await weeklyClientWithLeads(agency, rootId, 1);
    await billWeek(rootId, [client.id]);
    const month = monthOf((await invoicesOf(rootId, client.id))[0]!.paidAt!);
    const at = afterMonth(month);
    await api('/_local/clock', { body: { offsetMs: at.getTime() - Date.now() } });
    expect((await api('/_local/schedules/payouts/run', { body: {} })).status).toBe(200);
    expect((await api('/_local/queues/payouts/drain', { body: { timeoutMs: 240_000 } })).status).toBe(200);
    await api('/_local/clock', { body: { offsetMs: 0 } });
    // The schedule pays every agency (20 to 43 s in a whole API run): the second run, on the same
    // day, is this agency's alone, as only its payout and transfers are checked.
    await payoutsAt(at, rootId, [agency.companyId]);
    expect((await payoutsOf(rootId, agency.companyId)).find((p) => p.month === month)).toMatchObject({ status: 'paid', amountCents: MARGIN_PER_LEAD });
    expect((await transfersFor(payoutId(agency.companyId, month))).map((t) => t.amount)).toEqual([MARGIN_PER_LEAD]);
  }, 600_000);
});
