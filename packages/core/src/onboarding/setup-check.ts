import type { Actor } from '../access/actor.js';
import { toTF } from '../shared/error.contract.js';
import type { SetupCheck } from '../identity/user-data.contract.js';
import { getUserData } from '../identity/user-data.js';
import { PAYMENT_TERMS, TERM_LABEL } from '../pricing/payment-terms.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import { notFound } from '../shared/errors.js';
import { getUser } from '../identity/users.js';
import { rootBillingDefaults } from '../settings/general-settings.js';
import { agencyInBeta, B2B_MODULE_FEATURE, BETA_SLUGS, DATA_WALLET_FEATURE } from '../access/beta-features.js';
import { onboardingTerms } from '../payments/onboarding-fee.js';
import { cardOf } from '../payments/payer.js';

/**
 * The setup-check result the web app's guards read (docs/product.md, The entry flow). Pricing, onboarding,
 * minimum spend and beta features are filled from their own capabilities as those land; until then they
 * answer with the platform's defaults (no onboarding fee, minimum spend off, nothing in beta).
 */
export async function getSetupCheck(actor: Actor, userId: string): Promise<SetupCheck> {
  const [data, user] = await Promise.all([getUserData(actor, userId), getUser(actor.rootId, userId)]);
  const chain = await getCompanyWithAncestors(actor.rootId, data.company_id);
  if (!chain) throw notFound('User not found.');
  const { company, parent } = chain;
  const agency = company.kind === 'client' ? parent : company;
  const hasCard = data.customer_card_id !== null;
  const modules = [
    data.leadlocalurl && 'local',
    data.leadlocatorurl && 'locator',
    data.leadenhanceurl && data.leadenhancename && 'enhance',
    data.leadb2burl && data.leadb2bname && 'b2b',
  ].filter((m): m is string => typeof m === 'string');
  return {
    isBeta: (user?.isBetaUser ?? false) || BETA_SLUGS.some((s) => agencyInBeta(agency, s)),
    betaFeature: {
      b2b_module: { ...B2B_MODULE_FEATURE, beta_account: (user?.isBetaUser ?? false) || agencyInBeta(agency, 'b2b_module') },
      data_wallet: { ...DATA_WALLET_FEATURE, beta_account: (user?.isBetaUser ?? false) || agencyInBeta(agency, 'data_wallet') },
    },
    // A client pays for itself; an agency's staff work under the agency's payment state.
    paymentStatusFailed: company.paymentStatus === 'failed',
    setupcomplete: toTF(data.profile_setup_completed === 'T' && (hasCard || data.systemuser === 'T' || data.user_type === 'sales')),
    accessmodule: modules,
    accountconnected: agency?.accountStatus ?? '',
    // The agency's package (its clients see their agency's).
    package_id: agency?.kind === 'agency' ? (agency.packageId ?? null) : null,
    paymentgateway: 'stripe',
    clientsidebar: modules,
    agencyFilteredModules: modules,
    ...(await rootBillingDefaults(actor.rootId)),
    ...(company.kind === 'agency' ? await agencyOnboarding(company) : {}),
    card: company.kind === 'root' ? null : cardOf(company),
    is_onboard_charged: toTF(company.kind === 'agency' && company.isOnboardCharged),
    charges_enabled: agency?.chargesEnabled ?? false,
    payouts_enabled: agency?.payoutsEnabled ?? false,
    api_mode: toTF(company.apiMode),
    is_whitelabeling: toTF(company.isWhitelabeling),
    colors_parent: parent
      ? { box_bgcolor: parent.boxColor ?? null, text_color: parent.textColor ?? null, link_color: parent.linkColor ?? null }
      : null,
    rootPaymentTermsNewAgencies: PAYMENT_TERMS.map((t) => ({ term: TERM_LABEL[t], status: true })),
  };
}

/** An agency's own onboarding fee (the root's setting for it, else the platform default), while not yet charged. */
async function agencyOnboarding(agency: Parameters<typeof onboardingTerms>[0]) {
  const terms = await onboardingTerms(agency);
  const owed = terms.feeCents > 0 && !agency.isOnboardCharged;
  return { agency_onboarding_status: toTF(owed), agency_onboarding_price: owed ? terms.feeCents / 100 : 0, agency_enable_coupon: toTF(owed && terms.couponsAllowed) };
}
