import { systemClock, type Clock } from '../platform/clock.js';
import { getConfig } from '../platform/config.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { ensureCustomer } from './card.js';
import { BILLING_SYSTEM_USER } from './charge-by.js';
import { chargeOnboardingFee } from './onboarding-fee.js';
import { gateway } from './stripe-gateway.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from '../tenancy/company.entity.js';
import { connectedAccountEntity } from './connected-account.entity.js';
import { couponEntity } from './coupon.entity.js';

/** Stripe's test payment method for 4242 4242 4242 4242 (the local gateway knows it too). */
const TEST_VISA = 'pm_card_visa';

/** Saves a 4242 card for a payer through the gateway, as Card Setting would, without a browser. */
async function seedCard(payer: Company): Promise<void> {
  const customerId = await ensureCustomer(payer);
  const si = await gateway().createSetupIntent({ customerId, paymentMethodId: TEST_VISA, metadata: { rootId: payer.rootId, companyId: payer.companyId, purpose: 'seed' } });
  const state = await gateway().retrieveSetupIntent(si.id);
  if (state.status !== 'succeeded' || !state.paymentMethodId) throw new Error(`demo card for ${payer.name}: ${state.status}`);
  const card = await gateway().retrieveCard(state.paymentMethodId);
  await gateway().setDefaultPaymentMethod(customerId, card.paymentMethodId);
  await companyEntity.patch({ rootId: payer.rootId, companyId: payer.companyId })
    .set({ cardPaymentMethodId: card.paymentMethodId, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear })
    .go();
}

async function seedAccount(agency: Company, status: 'completed' | 'pending', clock: Clock): Promise<void> {
  const created = await gateway().createExpressAccount({
    email: agency.ownerEmail || `${agency.companyId}@agency.invalid`,
    metadata: { rootId: agency.rootId, ownerType: 'agency', ownerId: agency.companyId },
    idempotencyKey: `account:${agency.rootId}:agency:${agency.companyId}:1`,
  });
  const done = status === 'completed';
  await createWriteTransaction({ connectedAccount: connectedAccountEntity, company: companyEntity }, ({ connectedAccount, company }) => [
      connectedAccount
        .put({ rootId: agency.rootId, ownerType: 'agency', ownerId: agency.companyId, accountId: created.id, status, chargesEnabled: done, payoutsEnabled: done, requirements: done ? [] : ['external_account', 'tos_acceptance.date'], eventAt: 0, generation: 1, updatedAt: clock.now().toISOString() })
        .commit(),
      company
        .patch({ rootId: agency.rootId, companyId: agency.companyId })
        .set({ connectedAccountId: created.id, accountStatus: status, chargesEnabled: done, payoutsEnabled: done, accountRequirements: done ? [] : ['external_account', 'tos_acceptance.date'] })
        .commit(),
    ])
    .go();
}

/**
 * The demo's payments, made through the gateway like real ones: a 4242 card for both agencies and
 * both clients, the platform's onboarding coupons, Acme's connected account completed and Globex's
 * pending (its banner shows), and the two agencies' onboarding fees charged (invoices to look at;
 * Globex's with the WELCOME50 coupon). Skipped when no gateway is configured.
 */
export async function seedDemoPayments(ids: { rootId: string; acme: string; globex: string; bakery: string; globexClient: string }, clock: Clock = systemClock): Promise<boolean> {
  if (!getConfig().STRIPE_SECRET_KEY) return false;
  const { rootId } = ids;
  await couponEntity.put({ rootId, code: 'WELCOME50', percentOff: 50, active: true }).go();
  await couponEntity.put({ rootId, code: 'ONBOARDFREE', percentOff: 100, active: true }).go();
  // The Coupons page's other states: one whose last day has passed, one switched off.
  const lastMonth = new Date(clock.now().getTime() - 30 * 86_400_000);
  await couponEntity.put({ rootId, code: 'SUMMER25', amountOffCents: 2500, active: true, expiresOn: lastMonth.toISOString().slice(0, 10), expiresAt: lastMonth.toISOString() }).go();
  await couponEntity.put({ rootId, code: 'SPRING10', percentOff: 10, active: false }).go();
  const company = async (id: string) => {
    const c = await getCompany(rootId, id);
    if (!c) throw new Error(`demo company ${id} missing`);
    return c;
  };
  for (const id of [ids.acme, ids.globex, ids.bakery, ids.globexClient]) await seedCard(await company(id));
  await companyEntity.patch({ rootId, companyId: ids.acme }).set({ onboardingAmountCents: 49_900, onboardingEnableCoupon: false }).go();
  await companyEntity.patch({ rootId, companyId: ids.globex }).set({ onboardingAmountCents: 25_000, onboardingEnableCoupon: true }).go();
  await chargeOnboardingFee(await company(ids.acme), undefined, BILLING_SYSTEM_USER, clock);
  await chargeOnboardingFee(await company(ids.globex), 'WELCOME50', BILLING_SYSTEM_USER, clock);
  await seedAccount(await company(ids.acme), 'completed', clock);
  await seedAccount(await company(ids.globex), 'pending', clock);
  return true;
}
