import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { PAYMENT_TERMS } from '../pricing/payment-terms.js';
import { exclusionListAttributes } from '../exclusions/list-owner-attributes.js';

export const COMPANY_KINDS = ['root', 'agency', 'client'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** The root company has no parent; the tree index needs a value, so it files under this marker. */
export const NO_PARENT = '-';

/**
 * A node of the tenant tree: the platform operator (root), an agency, or an agency's client.
 * rootId (the platform) is the tenant and comes first in every key.
 */
export const companyEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'company', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      parentId: { type: 'string', required: true, readOnly: true },
      kind: { type: COMPANY_KINDS, required: true, readOnly: true },
      name: { type: 'string', required: true },
      legalName: { type: 'string' },
      subdomain: { type: 'string' },
      customDomain: { type: 'string' },
      phone: { type: 'string' },
      address: { type: 'string' },
      city: { type: 'string' },
      zip: { type: 'string' },
      stateCode: { type: 'string' },
      countryCode: { type: 'string' },
      timezone: { type: 'string', default: 'America/Chicago' },
      logoUrl: { type: 'string' },
      boxColor: { type: 'string' },
      textColor: { type: 'string' },
      linkColor: { type: 'string' },
      templateColor: { type: 'string' },
      sidebarColor: { type: 'string' },
      fontTheme: { type: 'string' },
      /** Module names and url slugs the platform offers (kept on the root). */
      modules: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            key: { type: ['local', 'locator', 'enhance', 'b2b'] as const, required: true },
            name: { type: 'string', required: true },
            url: { type: 'string', required: true },
            enabled: { type: 'boolean', required: true },
          },
        },
      },
      /** Payment account (connected account) state of an agency. */
      accountStatus: { type: ['', 'pending', 'inverification', 'completed', 'failed'] as const, default: '' },
      chargesEnabled: { type: 'boolean', default: false },
      payoutsEnabled: { type: 'boolean', default: false },
      paymentStatus: { type: ['ok', 'failed'] as const, default: 'ok' },
      manualBill: { type: 'boolean', default: false },
      ...exclusionListAttributes,
      isWhitelabeling: { type: 'boolean', default: false },
      apiMode: { type: 'boolean', default: false },
      /** The beta features the root opened to this agency (access/beta-features.ts): they apply to it and its clients. */
      betaFeatures: { type: 'set', items: ['b2b_module', 'data_wallet'] as const },
      /**
       * An agency's package and subscription (docs/decisions.md, "Packages and subscriptions"):
       * the package, its fee per period, the day its periods count from (the agency's calendar),
       * a fresh id per assignment (the run keys of its periods), and, once cancelled, the day it ends.
       */
      packageId: { type: ['NWM', 'NWY', 'WM', 'WY', 'FREE'] as const },
      subscriptionId: { type: 'string' },
      subscriptionFeeCents: { type: 'number' },
      subscriptionStartedAt: { type: 'string' },
      subscriptionStartDay: { type: 'string' },
      subscriptionStatus: { type: ['active', 'cancelled', 'ended'] as const },
      subscriptionEndsOn: { type: 'string' },
      salesRepId: { type: 'string' },
      accountExecutiveId: { type: 'string' },
      accountRefId: { type: 'string' },
      /**
       * The owner (agency owner or client user) as the lists show it: kept on the company so each
       * list column has its own sorted index over a parent's children.
       */
      ownerUserId: { type: 'string' },
      ownerName: { type: 'string', default: '' },
      ownerEmail: { type: 'string', default: '' },
      /** The owner was invited and has not chosen a password with the link yet ("Resend invitation"). */
      ownerInvitationPending: { type: 'boolean', default: false },
      /** Lower-cased sort keys, so sorting ignores case. */
      sortName: { type: 'string', default: '' },
      sortOwnerName: { type: 'string', default: '' },
      sortOwnerEmail: { type: 'string', default: '' },
      /** How many companies sit directly under this one (for list totals without counting). */
      childCount: { type: 'number', default: 0 },
      /**
       * Agencies: how many of its clients' campaigns are running now, moved in the transaction of every
       * status change (campaigns/running-count.ts), so Report Analytics reads it with the agency rather
       * than querying each agency's campaigns (docs/decisions.md, Reports and revenue aggregates).
       */
      runningCampaigns: { type: 'number', default: 0 },
      /**
       * Moves whenever a child is added or removed or changes a listed column (name, owner, e-mail),
       * in the same write: the kept page starts of this company's lists (list-pages.ts) hold only
       * while it stays the same. Writers: create, register, remove, edit, profile, owner, bulk seed.
       */
      listVersion: { type: 'number', default: 0 },
      /** Agencies: payment terms and modules offered (selected_payment_term, selected_modules; docs/product.md, Agencies and clients). */
      paymentTerms: { type: 'set', items: PAYMENT_TERMS },
      enabledModules: { type: 'set', items: ['local', 'locator', 'enhance', 'b2b'] as const },
      /** The agency bills its clients itself through its connected account ("Direct Payment" filter). */
      directPayment: { type: 'boolean', default: false },
      apiKeyGenerated: { type: 'boolean', default: false },
      organizationId: { type: 'string' },
      /** An agency's embedded code (analytics, chat widgets), injected on its own domains only. */
      embeddedPlace: { type: ['head', 'body', 'footer'] as const },
      embeddedCode: { type: 'string' },
      /** Billing switches (docs/product.md, Billing switches). */
      excludeMinimumSpend: { type: 'boolean', default: false },
      /** A client: its own users may not add or change campaigns (disable_client_add_campaign; set by its agency). */
      disableClientAddCampaign: { type: 'boolean', default: false },
      onboardingAmountCents: { type: 'number' },
      onboardingEnableCoupon: { type: 'boolean', default: false },
      isOnboardCharged: { type: 'boolean', default: false },
      customerPaymentId: { type: 'string' },
      developerAgreed: { type: 'boolean', default: false },
      developerFeePaid: { type: 'boolean', default: false },
      /** The payer's default card (payments/): the gateway's payment method and what Card Setting shows of it. */
      cardPaymentMethodId: { type: 'string' },
      cardBrand: { type: 'string' },
      cardLast4: { type: 'string' },
      cardExpMonth: { type: 'number' },
      cardExpYear: { type: 'number' },
      /** The agency's connected account id and what it still needs (payments/connected-accounts.ts keeps them). */
      connectedAccountId: { type: 'string' },
      accountRequirements: { type: 'list', items: { type: 'string' } },
      /** A client's campaigns when its payment fails, as its agency chose (the campaigns issue reads it). */
      failedPaymentAction: { type: ['pause', 'run'] as const, default: 'pause' },
      /** The referral code an agency signed up with (agency-register/{referralCode}). */
      referralCode: { type: 'string' },
      /** The agency whose referral link it signed up with (its referralCode named that agency then). */
      referredBy: { type: 'string' },
      /** An agency's own referral code: its link is /agency-register/{ownReferralCode} (claimed in referralCode). */
      ownReferralCode: { type: 'string' },
      createdAt: {
        type: 'string',
        required: true,
        readOnly: true,
        default: () => new Date().toISOString(),
      },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
      byParent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'parentId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'companyId'] },
      },
      /** The children again, each as the reports read it (db/table.ts, INDEX_PROJECTIONS): no page of whole items. */
      byParentFigures: {
        index: 'gsi8',
        pk: { field: 'gsi1pk', composite: ['rootId', 'parentId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'companyId'] },
      },
      byParentName: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['rootId', 'parentId'] },
        sk: { field: 'gsi2sk', composite: ['sortName', 'companyId'] },
      },
      byParentOwnerName: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['rootId', 'parentId'] },
        sk: { field: 'gsi3sk', composite: ['sortOwnerName', 'companyId'] },
      },
      byParentOwnerEmail: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['rootId', 'parentId'] },
        sk: { field: 'gsi4sk', composite: ['sortOwnerEmail', 'companyId'] },
      },
    },
  }),
);

export type Company = EntityItem<typeof companyEntity>;

/** The lower-cased sort keys of the list indexes, written whenever name or owner change. */
export const sortKeys = (c: { name?: string | undefined; ownerName?: string | undefined; ownerEmail?: string | undefined }) => ({
  ...(c.name !== undefined ? { sortName: c.name.toLowerCase() } : {}),
  ...(c.ownerName !== undefined ? { sortOwnerName: c.ownerName.toLowerCase() } : {}),
  ...(c.ownerEmail !== undefined ? { sortOwnerEmail: c.ownerEmail.toLowerCase() } : {}),
});
