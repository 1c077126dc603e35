import { claimPayout, db, fixedClock, payoutId, reconcilePayments, type Payout } from '@platform/core';
import { gateway } from '@platform/core/stripe-gateway';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterMonth, agencyWith, billWeek, completeAccount, invoicesOf, MARGIN_PER_LEAD, monthOf, payoutsAt, payoutsOf, platform, transfersFor, weeklyClientWithLeads, type S } from './helpers.js';

let root: S;
let rootId: string;

beforeAll(async () => {
  ({ root, rootId } = await platform());
});

/** An agency whose client's week of `leads` leads was invoiced and paid; the month it was paid in. */
async function agencyThatEarned(account: 'completed' | 'pending' | 'none', leads: number) {
  const agency = await agencyWith(root, account);
  const client = await weeklyClientWithLeads(agency, rootId, leads);
  await billWeek(rootId, [client.id]);
  const [invoice] = await invoicesOf(rootId, client.id);
  expect(invoice).toMatchObject({ kind: 'lead_charges', status: 'paid' });
  return { agency, client, invoice: invoice!, month: monthOf(invoice!.paidAt!) };
}

/** The transfer exactly as the payouts run asks for it (same key, same parameters), as a process that died after asking would have. */
function askedTransfer(p: Payout, destination: string) {
  const label = new Date(`${p.month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { amountCents: p.amountCents, destination, description: `Payout for ${label}, ${p.agencyName}`, idempotencyKey: p.payoutId, metadata: { rootId: p.rootId, agencyId: p.agencyId, payoutId: p.payoutId, month: p.month, kind: 'agency_payout' } };
}

const payoutOf = async (agencyId: string, month: string) => (await payoutsOf(rootId, agencyId)).find((p) => p.month === month);

describe('An agency is paid, for each closed month, the margin its clients’ payments earned it, once', () => {
  it('the margin of the invoices paid in the month is transferred to its connected account, with what it pays for in the metadata', async () => {
    const { agency, client, invoice, month } = await agencyThatEarned('completed', 4);
    const tally = await payoutsAt(afterMonth(month), rootId, [agency.companyId]);
    expect(tally.paid).toBe(1);

    const p = await payoutOf(agency.companyId, month);
    expect(p).toMatchObject({ status: 'paid', amountCents: 4 * MARGIN_PER_LEAD, retailCents: 1200, wholesaleCents: 320, accountId: agency.accountId });
    expect(p?.lines).toEqual([expect.objectContaining({ kind: 'invoices', clientId: client.id, clientName: client.name, count: 1, refs: [invoice.number], amountCents: 880 })]);
    const transfers = await transfersFor(payoutId(agency.companyId, month));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ id: p?.transferId, amount: 880, destination: agency.accountId, metadata: { rootId, agencyId: agency.companyId, payoutId: payoutId(agency.companyId, month), month, kind: 'agency_payout' } });
  });

  it('a month is not paid before it has ended everywhere', async () => {
    const { agency, month } = await agencyThatEarned('completed', 1);
    await payoutsAt(new Date(afterMonth(month).getTime() - 12 * 3_600_000), rootId, [agency.companyId]);
    expect(await payoutOf(agency.companyId, month)).toBeUndefined();
  });

  it('the run repeated, and three runs racing, transfer the month’s margin once', async () => {
    const { agency, month } = await agencyThatEarned('completed', 2);
    const at = afterMonth(month);
    const company = (await db().entities.company.get({ rootId, companyId: agency.companyId }).go()).data!;
    // Three runs fixing the month at once: one amount stands.
    const claims = await Promise.all([1, 2, 3].map(() => claimPayout(company, month, fixedClock(at))));
    expect(new Set(claims.map((c) => `${c.amountCents}:${c.createdAt}`)).size).toBe(1);
    // Three runs finding it pending at once, then one more.
    await Promise.all([payoutsAt(at, rootId, [agency.companyId]), payoutsAt(at, rootId, [agency.companyId]), payoutsAt(at, rootId, [agency.companyId])]);
    await payoutsAt(afterMonth(month, 1), rootId, [agency.companyId]);
    expect((await payoutOf(agency.companyId, month))?.status).toBe('paid');
    const transfers = await transfersFor(payoutId(agency.companyId, month));
    expect(transfers.map((t) => t.amount)).toEqual([2 * MARGIN_PER_LEAD]);
    const audit = (await db().entities.audit.query.byCompany({ rootId, companyId: agency.companyId }).go({ pages: 'all' })).data.filter((r) => r.description.startsWith('Payout for'));
    expect(audit.map((r) => r.description)).toEqual([expect.stringMatching(/^Payout for .+ of \$4\.40 transferred \(tr_/)]);
  });
});

describe('A payout a stopped run left pending is finished by the next run, with one transfer', () => {
  it('recorded but never transferred: the next run transfers it', async () => {
    const { agency, month } = await agencyThatEarned('completed', 3);
    const company = (await db().entities.company.get({ rootId, companyId: agency.companyId }).go()).data!;
    const claimed = await claimPayout(company, month, fixedClock(afterMonth(month)));
    expect(claimed).toMatchObject({ status: 'pending', amountCents: 3 * MARGIN_PER_LEAD });
    expect(await transfersFor(claimed.payoutId)).toHaveLength(0);

    await payoutsAt(afterMonth(month, 1), rootId, [agency.companyId]);
    const transfers = await transfersFor(claimed.payoutId);
    expect(transfers.map((t) => t.amount)).toEqual([660]);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'paid', transferId: transfers[0]?.id });
  });

  it('transferred but never marked paid: the next run gets the same transfer back and marks it', async () => {
    const { agency, month } = await agencyThatEarned('completed', 1);
    const company = (await db().entities.company.get({ rootId, companyId: agency.companyId }).go()).data!;
    const p: Payout = await claimPayout(company, month, fixedClock(afterMonth(month)));
    // What the process did before it died: the transfer, keyed by the payout.
    const made = await gateway().transfer(askedTransfer(p, agency.accountId!));

    await payoutsAt(afterMonth(month, 1), rootId, [agency.companyId]);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'paid', transferId: made.id });
    expect((await transfersFor(p.payoutId)).map((t) => t.id)).toEqual([made.id]);
  });
});

describe('A payout left pending more than 23 hours is finished by the reconciliation run from the gateway’s transfer list, once', () => {
  /** The payout as a process that died after asking for its transfer (or just before) left it: first tried a minute ago. */
  async function leftPending(leads: number) {
    const { agency, month } = await agencyThatEarned('completed', leads);
    const company = (await db().entities.company.get({ rootId, companyId: agency.companyId }).go()).data!;
    const p = await claimPayout(company, month, fixedClock(afterMonth(month)));
    const attemptedAt = new Date(Date.now() - 60_000).toISOString();
    await db().entities.payout.patch({ rootId, agencyId: agency.companyId, month }).set({ attemptedAt }).go();
    return { agency, month, p: { ...p, attemptedAt } };
  }
  /** The reconciliation run a day later: Stripe may have forgotten the transfer's idempotency key by then. */
  const runADayLater = () => reconcilePayments(fixedClock(new Date(Date.now() + 24 * 3_600_000)));

  it('transferred but never marked paid: found by its payout id among the account’s transfers and marked paid with it, not asked again', async () => {
    const { agency, month, p } = await leftPending(1);
    const made = await gateway().transfer(askedTransfer(p, agency.accountId!));
    const tally = await runADayLater();
    expect(tally.payoutsPaid).toBeGreaterThanOrEqual(1);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'paid', transferId: made.id, attempt: 1 });
    expect((await transfersFor(p.payoutId)).map((t) => t.id)).toEqual([made.id]);
  });

  it('never transferred: two runs at once transfer it once, under a new key, and a later run adds nothing', async () => {
    const { agency, month, p } = await leftPending(2);
    await Promise.all([runADayLater(), runADayLater()]);
    const transfers = await transfersFor(p.payoutId);
    expect(transfers.map((t) => t.amount)).toEqual([2 * MARGIN_PER_LEAD]);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'paid', transferId: transfers[0]?.id, attempt: 2 });
    await runADayLater();
    expect(await transfersFor(p.payoutId)).toHaveLength(1);
  });
});

describe('An agency whose account cannot take transfers yet is held, and paid once it can', () => {
  it('an account still in onboarding: held with its amount, no transfer; paid by the first run after completion', async () => {
    const { agency, month } = await agencyThatEarned('pending', 2);
    await payoutsAt(afterMonth(month), rootId, [agency.companyId]);
    const held = await payoutOf(agency.companyId, month);
    expect(held).toMatchObject({ status: 'held', amountCents: 440, heldReason: expect.stringMatching(/not ready for transfers/) });
    expect(await transfersFor(held!.payoutId)).toHaveLength(0);

    await payoutsAt(afterMonth(month, 1), rootId, [agency.companyId]);
    expect((await payoutOf(agency.companyId, month))?.status).toBe('held');

    await completeAccount(agency.accountId!);
    await payoutsAt(afterMonth(month, 2), rootId, [agency.companyId]);
    await payoutsAt(afterMonth(month, 3), rootId, [agency.companyId]);
    const paid = await payoutOf(agency.companyId, month);
    expect(paid).toMatchObject({ status: 'paid', amountCents: 440 });
    expect((await transfersFor(held!.payoutId)).map((t) => [t.id, t.amount, t.destination])).toEqual([[paid?.transferId, 440, agency.accountId]]);
  });

  it('no connected account at all: held, saying so', async () => {
    const { agency, month } = await agencyThatEarned('none', 1);
    await payoutsAt(afterMonth(month), rootId, [agency.companyId]);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'held', amountCents: MARGIN_PER_LEAD, heldReason: 'The agency has not connected its payment account yet.' });
  });

  it('a transfer the gateway refused is held, and the next try uses a new key (the refused one only replays its refusal)', async () => {
    const { agency, month } = await agencyThatEarned('pending', 1);
    const company = (await db().entities.company.get({ rootId, companyId: agency.companyId }).go()).data!;
    const p = await claimPayout(company, month, fixedClock(afterMonth(month)));
    // A run that asked while the account could not take it yet (the gateway keeps its refusal under the key).
    await expect(gateway().transfer(askedTransfer(p, agency.accountId!))).rejects.toThrow(/capabilit/);
    await completeAccount(agency.accountId!);

    await payoutsAt(afterMonth(month, 1), rootId, [agency.companyId]);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'held', attempt: 2, heldReason: expect.stringMatching(/capabilit/) });
    await payoutsAt(afterMonth(month, 2), rootId, [agency.companyId]);
    expect(await payoutOf(agency.companyId, month)).toMatchObject({ status: 'paid', attempt: 2 });
    expect((await transfersFor(p.payoutId)).map((t) => t.amount)).toEqual([MARGIN_PER_LEAD]);
  });
});
