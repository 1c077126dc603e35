import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, DEVELOPER_FEE_CENTS, documentClient, setDeveloperMode, verifyBearer } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { CARDS, newAgency, saveCard, stripe } from '../payments/gateway.js';
import { invoicesOf, runFor, type S } from './helpers.js';

let root: S;
let rootId: string;

beforeAll(async () => {
  useCore();
  root = await session(DEMO.root[0], DEMO.root[1]);
  rootId = root.companyId;
});

/**
 * Runs `fn` in this process as a request whose process is gone right after its first transaction:
 * that transaction is written, every database call after it fails. The developer fee is unpaid
 * from the switch until its invoice is paid (docs/decisions.md, Money you can trust).
 */
async function dyingAfterFirstTransaction(fn: () => Promise<unknown>) {
  const doc = documentClient();
  const send = doc.send.bind(doc);
  let dead = false;
  doc.send = (async (command: unknown, ...rest: unknown[]) => {
    if (dead) throw new Error('the process died here');
    const out = await (send as (...a: unknown[]) => Promise<unknown>)(command, ...rest);
    if (command instanceof TransactWriteCommand) dead = true;
    return out;
  }) as typeof doc.send;
  try {
    await fn().catch(() => undefined);
  } finally {
    doc.send = send;
  }
  return dead;
}

const company = async (companyId: string) => (await db().entities.company.get({ rootId, companyId }).go({ consistent: true })).data;
/** The agency's succeeded charges at the gateway, as Stripe's dashboard lists them. */
async function gatewayCharges(customerId: string) {
  const list = await (await stripe()).paymentIntents.list({ customer: customerId, limit: 100 });
  return list.data.filter((pi) => pi.status === 'succeeded');
}

describe('developer mode switched on by a request that died before charging its fee', () => {
  it('shows the fee unpaid, and the daily billing run charges it exactly once and only then shows it paid', async () => {
    const a = await newAgency('devdied');
    await saveCard(a.access_token, CARDS.visa);
    const customerId = (await company(a.companyId))?.customerPaymentId;
    expect(customerId).toBeTruthy();
    // What the card was charged before the switch (a set-up fee, when another test left one on the
    // root) is not the developer fee: only what comes after it counts.
    const before = new Set((await gatewayCharges(customerId!)).map((pi) => pi.id));
    const newCharges = async () => (await gatewayCharges(customerId!)).filter((pi) => !before.has(pi.id));
    const developerFees = async () => (await invoicesOf(rootId, a.companyId)).filter((i) => i.kind === 'developer_fee');
    const actor = (await verifyBearer(root.access_token)).claims;

    // The switch's transaction is written; the process is gone before the invoice and the charge.
    const died = await dyingAfterFirstTransaction(() => setDeveloperMode(actor, { companyID: a.companyId, api_mode: 'T', agree: true }, {}));
    expect(died).toBe(true);
    const switched = await company(a.companyId);
    expect(switched?.apiMode).toBe(true);
    expect(switched?.developerFeePaid).toBe(false);
    expect(await developerFees()).toHaveLength(0);
    expect(await newCharges()).toHaveLength(0);
    const shown = await api<{ colour: string }>('/api/configuration/agency/developer-mode', { method: 'PUT', token: root.access_token, body: { companyID: a.companyId, api_mode: 'T', agree: true } });
    // Asking again answers the state as it is (the switch is already on): still unpaid, nothing charged.
    expect(shown.status).toBe(200);
    expect((await company(a.companyId))?.developerFeePaid).toBe(false);
    expect(await newCharges()).toHaveLength(0);

    // The daily schedule, through its queue and worker.
    expect((await api('/_local/schedules/billing-runs/run', { body: {} })).status).toBe(200);
    expect((await api('/_local/queues/billing-runs/drain', { body: { timeoutMs: 180_000 } })).status).toBe(200);

    const charged = await newCharges();
    expect(charged.map((pi) => pi.amount)).toEqual([DEVELOPER_FEE_CENTS]);
    const fees = await developerFees();
    expect(fees.map((i) => [i.status, i.amountCents, i.paymentIntentId])).toEqual([['paid', DEVELOPER_FEE_CENTS, charged[0]!.id]]);
    expect((await company(a.companyId))?.developerFeePaid).toBe(true);
    const events = (await db().entities.billingEvent.query.byCompany({ rootId, companyId: a.companyId }).go({ pages: 'all' })).data;
    expect(events.filter((e) => e.type === 'developer_fee').map((e) => e.status)).toEqual(['settled']);

    // Run again: nothing more is charged.
    await runFor(rootId, [a.companyId]);
    expect(await newCharges()).toHaveLength(1);
    expect(await developerFees()).toHaveLength(1);
  }, 300_000);
});
