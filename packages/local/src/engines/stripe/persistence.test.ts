import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { browserConfirm, sdk, startTestGateway } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'stripe-gateway-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('state under DATA_DIR', () => {
  it('customers, cards, accounts and idempotent answers survive a restart; card numbers are never written', async () => {
    const first = await startTestGateway({ dataDir: dir });
    let stripe = sdk(first);
    const customer = await stripe.customers.create({ email: 'keep@test.test' });
    const si = await stripe.setupIntents.create({ customer: customer.id });
    await browserConfirm(first, si, { number: '4000 0000 0000 0341', cvc: '987' });
    const pmId = (await stripe.setupIntents.retrieve(si.id)).payment_method as string;
    const account = await stripe.accounts.create({ type: 'express', email: 'keep@acme.test' });
    first.setAccountState(account.id, 'completed');
    const charge = await stripe.paymentIntents
      .create({ amount: 900, currency: 'usd', customer: customer.id, payment_method: pmId, off_session: true, confirm: true }, { idempotencyKey: 'keep-1' })
      .catch((e: Stripe.errors.StripeCardError) => e.payment_intent!);
    await first.stop();

    const saved = readFileSync(join(dir, 'stripe', 'state.json'), 'utf8');
    expect(saved).not.toContain('4000000000000341');
    // (Three digits could appear inside a random id, so the CVC is looked for as a field.)
    expect(saved).not.toMatch(/"cvc"\s*:/);

    const second = await startTestGateway({ dataDir: dir });
    stripe = sdk(second);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    const pm = await stripe.paymentMethods.retrieve(pmId);
    expect(pm.card?.last4).toBe('0341');
    expect(pm.customer).toBe(customer.id);
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);
    // The card still behaves as its test number says, and the idempotency key still replays.
    const replay = await stripe.paymentIntents
      .create({ amount: 900, currency: 'usd', customer: customer.id, payment_method: pmId, off_session: true, confirm: true }, { idempotencyKey: 'keep-1' })
      .catch((e: Stripe.errors.StripeCardError) => e);
    expect(replay).toMatchObject({ code: 'card_declined', payment_intent: { id: charge.id } });
    await second.stop();
  });
});
