import { createCompany } from '../tenancy/create-company.js';
import { createUser } from '../identity/create-user.js';
import type { Company } from '../tenancy/company.entity.js';
import { setOwner } from '../tenancy/owner.js';
import { seedDemoExclusions } from '../exclusions/demo-lists.js';
import { seedDemoPayments } from '../payments/demo-payments.js';
import { seedWalletHistory } from '../wallet/demo-history.js';
import { seedDemoCampaigns } from '../campaigns/demo-campaigns.js';
import { seedDemoCounts } from '../audiences/demo-counts.js';
import { seedDemoAudiences } from '../audiences/demo-audiences.js';
import { seedDemoLeads, seedDemoPrices } from '../leads/demo-leads.js';
import { seedDemoQuestionnaire } from '../onboarding/demo-questionnaire.js';
import { seedDemoBilling } from '../billing-runs/demo-billing.js';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions.js';
import { seedDemoPayouts } from '../payouts/demo-payouts.js';
import { seedDemoDeveloper } from '../developer/demo-developer.js';
import { seedDemoBanners } from '../banners/demo-banners.js';
import { seedDemoEnrichment } from '../enrichment/demo-enrichment.js';
import { domainEntity } from '../tenancy/domain.entity.js';
import { salesAssignmentEntity } from '../tenancy/sales-assignment.entity.js';

export const DEMO_PASSWORD = 'Demo!2345';

const logo = (text: string, bg: string, fg: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="125" height="40" viewBox="0 0 125 40"><rect width="125" height="40" rx="6" fill="${bg}"/><text x="62.5" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="${fg}" text-anchor="middle">${text}</text></svg>`,
  )}`;

const PLATFORM_MODULES: NonNullable<Company['modules']> = [
  { key: 'local', name: 'Site ID', url: 'siteid', enabled: true },
  { key: 'locator', name: 'Search ID', url: 'searchid', enabled: true },
  { key: 'enhance', name: 'Enhance ID', url: 'enhanceid', enabled: true },
  { key: 'b2b', name: 'B2B ID', url: 'b2bid', enabled: true },
];

export interface DemoLogin {
  email: string;
  role: string;
  host: string;
}

/** The demo logins, with the host each signs in on (relative to the base domain). */
export function demoLogins(baseDomain: string): DemoLogin[] {
  return [
    { email: 'root@demo.test', role: 'system user, Demo Platform', host: baseDomain },
    { email: 'sales@demo.test', role: 'sales (account executive for Acme)', host: baseDomain },
    { email: 'agency@demo.test', role: 'owner of Acme Agency', host: `acme.${baseDomain}` },
    { email: 'admin@demo.test', role: 'administrator at Acme', host: `acme.${baseDomain}` },
    { email: 'client@demo.test', role: "client Bob's Bakery (Acme)", host: `acme.${baseDomain}` },
    { email: 'globex@demo.test', role: 'owner of Globex Agency', host: `globex.${baseDomain}` },
    { email: 'client2@demo.test', role: 'client Globex Client (Globex)', host: `globex.${baseDomain}` },
  ];
}

/**
 * Seeds the demo platform once: if the platform's domain is already claimed, it does nothing, so a
 * restart keeps whatever people changed.
 */
export async function seedDemo(baseDomain: string): Promise<{ seeded: boolean }> {
  const existing = await domainEntity.get({ kind: 'platform', name: baseDomain }).go();
  if (existing.data) return { seeded: false };

  const root = await createCompany({
    kind: 'root',
    name: 'Demo Platform',
    legalName: 'Demo Platform LLC',
    platformDomain: baseDomain,
    logoUrl: logo('Demo Platform', '#1f2937', '#ffffff'),
    boxColor: '#1f2937',
    textColor: '#ffffff',
    linkColor: '#2563eb',
    templateColor: '#f3f4f6',
    sidebarColor: '#111827',
    fontTheme: 'Inter',
    modules: PLATFORM_MODULES,
    accountStatus: 'completed',
    chargesEnabled: true,
    payoutsEnabled: true,
  });
  const rootId = root.companyId;
  const own = (c: Company, u: { userId: string; name: string; email: string }) => setOwner(rootId, c.companyId, u);
  const done = { profileSetupCompleted: true, customerCardId: 'card_demo_visa' };

  await createUser({ rootId, companyId: rootId, email: 'root@demo.test', name: 'Rita Root', userType: 'userdownline', systemUser: true, password: DEMO_PASSWORD, profileSetupCompleted: true });
  const sales = await createUser({ rootId, companyId: rootId, email: 'sales@demo.test', name: 'Sam Sales', userType: 'sales', isAccExecutive: true, password: DEMO_PASSWORD, profileSetupCompleted: true });

  const acme = await createCompany({
    kind: 'agency',
    rootId,
    parentId: rootId,
    name: 'Acme Agency',
    subdomain: 'acme',
    logoUrl: logo('ACME', '#c2410c', '#ffffff'),
    boxColor: '#c2410c',
    textColor: '#ffffff',
    linkColor: '#c2410c',
    templateColor: '#fff7ed',
    sidebarColor: '#7c2d12',
    fontTheme: 'Poppins',
    accountStatus: 'completed',
    chargesEnabled: true,
    payoutsEnabled: true,
    isWhitelabeling: true,
    accountExecutiveId: sales.userId,
    // In the data wallet's beta: it is open to Acme and its clients (Globex is outside it).
    betaFeatures: ['data_wallet'],
    // A harmless marker so the browser tests can see an agency's embedded code on its domain only.
    embeddedPlace: 'head',
    embeddedCode: '<meta name="acme-site-verification" content="acme-demo">',
  });
  const acmeOwner = await createUser({ rootId, companyId: acme.companyId, email: 'agency@demo.test', name: 'Alice Acme', userType: 'userdownline', password: DEMO_PASSWORD, ...done, address: '100 Main St', city: 'Chicago', zip: '60601', countryCode: 'US', stateCode: 'IL' });
  await createUser({ rootId, companyId: acme.companyId, email: 'admin@demo.test', name: 'Adam Admin', userType: 'administrator', password: DEMO_PASSWORD, ...done });
  const bakery = await createCompany({ kind: 'client', rootId, parentId: acme.companyId, name: "Bob's Bakery" });
  const bob = await createUser({ rootId, companyId: bakery.companyId, email: 'client@demo.test', name: 'Bob Baker', userType: 'client', password: DEMO_PASSWORD, ...done, address: '12 Baker St', city: 'Springfield', zip: '62701', countryCode: 'US', stateCode: 'IL' });

  const globex = await createCompany({
    kind: 'agency',
    rootId,
    parentId: rootId,
    name: 'Globex Agency',
    subdomain: 'globex',
    logoUrl: logo('GLOBEX', '#047857', '#ffffff'),
    boxColor: '#047857',
    textColor: '#ffffff',
    linkColor: '#047857',
    templateColor: '#ecfdf5',
    sidebarColor: '#064e3b',
    fontTheme: 'Roboto',
    accountStatus: 'completed',
    chargesEnabled: true,
    payoutsEnabled: true,
    isWhitelabeling: true,
  });
  const gina = await createUser({ rootId, companyId: globex.companyId, email: 'globex@demo.test', name: 'Gina Globex', userType: 'userdownline', password: DEMO_PASSWORD, ...done });
  const gclient = await createCompany({ kind: 'client', rootId, parentId: globex.companyId, name: 'Globex Client' });
  const carl = await createUser({ rootId, companyId: gclient.companyId, email: 'client2@demo.test', name: 'Carl Client', userType: 'client', password: DEMO_PASSWORD, ...done });
  await own(acme, acmeOwner);
  await own(bakery, bob);
  await own(globex, gina);
  await own(gclient, carl);
  await salesAssignmentEntity.create({ rootId, salesUserId: sales.userId, agencyId: acme.companyId, role: 'accountexecutive' }).go();
  // Bob's Bakery's data wallet: months of top-ups, lead charges and one expiry; continual top-up on.
  await seedWalletHistory(rootId, bakery.companyId, new Date());
  // Cards (4242) through the gateway, Acme's account completed and Globex's pending, the agencies' onboarding fees charged.
  await seedDemoPayments({ rootId, acme: acme.companyId, globex: globex.companyId, bakery: bakery.companyId, globexClient: gclient.companyId });
  // Acme's onboarding questionnaire, answered by Alice.
  await seedDemoQuestionnaire(rootId, acme.companyId, acmeOwner);
  // Bob's Bakery's client-wide exclusion list and the platform's opt-out list, each with one finished upload.
  await seedDemoExclusions(rootId, bakery.companyId);
  // Bob's Bakery's running Site ID and Search ID campaigns, Globex Client's paused one.
  const demoCampaigns = await seedDemoCampaigns({ rootId, acmeId: acme.companyId, bakeryId: bakery.companyId, globexId: globex.companyId, globexClientId: gclient.companyId }, new Date());
  // Bob's Bakery's approximate lead counts in each state (one pending that the worker answers soon after start-up).
  await seedDemoCounts({ rootId, agencyId: acme.companyId, bakeryId: bakery.companyId }, new Date());
  // Acme's saved audiences for Bob's Bakery, sized by those counts.
  await seedDemoAudiences({ rootId, agencyId: acme.companyId, bakeryId: bakery.companyId, userId: acmeOwner.userId }, new Date());
  // Their leads over the last 30 days through the lead pipeline (prepaid: the wallet is debited; some suppressed).
  await seedDemoPrices(rootId, bakery.companyId, new Date());
  await seedDemoLeads([demoCampaigns.site, demoCampaigns.search], 120, new Date());
  // Its wedding-cake campaign stopped getting leads 5 days ago: the under-performing campaigns show it.
  await seedDemoLeads([demoCampaigns.quiet], 20, new Date(), { quietDays: 5 });
  // Globex Client pays weekly: its paused campaign's leads of past weeks were billed by the billing run (paid invoices).
  await seedDemoBilling(rootId, gclient.companyId, demoCampaigns.paused, new Date());
  // Packages: Acme white-label monthly (two months charged), Globex white-label yearly (charged once).
  await seedDemoSubscriptions(rootId, { acme: acme.companyId, globex: globex.companyId }, new Date());
  // Acme was paid last month's margin (Bob's Bakery's prepaid leads) by a transfer to its connected account.
  await seedDemoPayouts(rootId, acme.companyId, new Date());
  // Acme's developer API: API mode on, Adam's agreement recorded and a key (its secret is not kept).
  await seedDemoDeveloper(rootId, acme.companyId, 'admin@demo.test');
  // Two banners Acme designed for Bob's Bakery (Ads Design's Banner List), drawn just after the start.
  await seedDemoBanners({ rootId, agencyId: acme.companyId, clientId: bakery.companyId, userId: acmeOwner.userId }, { sidebar_bgcolor: '#7c2d12', link_color: '#c2410c' }, new Date());
  // Bob's Bakery's finished data enrichment (ten e-mails, paid from its wallet once), its file ready to download.
  await seedDemoEnrichment({ rootId, bakeryId: bakery.companyId, userId: bob.userId }, new Date());
  return { seeded: true };
}
