import { companyEntity } from '../tenancy/company.entity.js';
import { domainEntity } from '../tenancy/domain.entity.js';
import { emailClaimEntity, userEntity } from '../identity/user.entity.js';
import { refreshTokenEntity, sessionEntity } from '../identity/session.entity.js';
import { throttleEntity } from '../identity/throttle.entity.js';
import { challengeEntity } from '../identity/two-factor/challenge.entity.js';
import { passwordResetEntity } from '../identity/password-reset.entity.js';
import { ssoTokenEntity } from '../identity/sso.entity.js';
import { salesAssignmentEntity } from '../tenancy/sales-assignment.entity.js';
import { featureAgreementEntity } from '../agreements/feature-agreement.entity.js';
import { costSettingEntity } from '../pricing/cost-setting.entity.js';
import { billingEventEntity } from '../billing/billing-event.entity.js';
import { roleEntity, roleNameClaimEntity } from '../roles/role.entity.js';
import { companySettingsEntity } from '../settings/general-settings.entity.js';
import { agreementTemplateEntity } from '../agreements/agreement-template.entity.js';
import { platformDocumentEntity } from '../agreements/platform-document.entity.js';
import { documentLinkEntity } from '../agreements/document-link.entity.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { walletEntity, walletTxEntity } from '../wallet/wallet.entity.js';
import { questionnaireEntity } from '../onboarding/questionnaire.entity.js';
import { campaignCodeEntity } from '../campaigns/campaign-code.entity.js';
import { companyGroupEntity } from '../campaigns/company-group.entity.js';
import { organizationEntity } from '../campaigns/organization.entity.js';
import { leadEntity } from '../leads/lead.entity.js';
import { dailyStatsEntity } from '../leads/daily-stats.entity.js';
import { revenueStatsEntity } from '../reports/revenue-stats.entity.js';
import { leadCounterEntity } from '../leads/lead-counter.entity.js';
import { leadAccrualEntity } from '../leads/lead-accrual.entity.js';
import { leadDeliveryEntity } from '../leads/lead-delivery.entity.js';
import { personClaimEntity } from '../leads/person-claim.entity.js';
import { invoiceEntity, counterEntity } from '../payments/invoice.entity.js';
import { connectedAccountEntity } from '../payments/connected-account.entity.js';
import { gatewayEventEntity } from '../payments/gateway-event.entity.js';
import { openPaymentEntity } from '../payments/open-payment.entity.js';
import { reconciliationReportEntity } from '../payments/reconciliation-report.entity.js';
import { couponEntity } from '../payments/coupon.entity.js';
import { exclusionEntryEntity } from '../exclusions/exclusion-entry.entity.js';
import { exclusionJobEntity } from '../exclusions/exclusion-job.entity.js';
import { billingRootEntity, billingRunEntity } from '../billing-runs/billing-run.entity.js';
import { payoutEntity } from '../payouts/payout.entity.js';
import { listPagesEntity } from '../tenancy/list-pages.entity.js';
import { idempotencyRecordEntity } from '../public-api/idempotency.entity.js';
import { apiKeyEntity, companyApiKeyEntity } from '../developer/api-key.entity.js';
import { developerAgreementEntity } from '../developer/developer-agreement.entity.js';
import { integrationClaimEntity, integrationEntity } from '../integrations/integration.entity.js';
import { oauthStateEntity } from '../integrations/oauth-state.entity.js';
import { gohighlevelMenuEntity } from '../integrations/gohighlevel-menu.entity.js';
import { deliveryHealthEntity, deliveryRateEntity, integrationDeliveryEntity } from '../integrations/delivery/integration-delivery.entity.js';
import { referralCodeEntity } from '../referrals/referral-code.entity.js';
import { approximateCountEntity } from '../audiences/approximate-count.entity.js';
import { fileJobEntity } from '../jobs/file-job.entity.js';
import { bannerEntity, bannerNameClaimEntity } from '../banners/banner.entity.js';
import { audienceEntity, audienceNameClaimEntity } from '../audiences/audience.entity.js';
import { dataUpgradeEntity } from '../upgrades/data-upgrade.entity.js';
import { rebindEntities } from './lazy-entity.js';

const entities = {
  company: companyEntity,
  domain: domainEntity,
  user: userEntity,
  emailClaim: emailClaimEntity,
  session: sessionEntity,
  refreshToken: refreshTokenEntity,
  audit: auditEntity,
  throttle: throttleEntity,
  otpChallenge: challengeEntity,
  passwordReset: passwordResetEntity,
  ssoToken: ssoTokenEntity,
  salesAssignment: salesAssignmentEntity,
  featureAgreement: featureAgreementEntity,
  costSetting: costSettingEntity,
  billingEvent: billingEventEntity,
  role: roleEntity,
  roleNameClaim: roleNameClaimEntity,
  companySettings: companySettingsEntity,
  agreementTemplate: agreementTemplateEntity,
  platformDocument: platformDocumentEntity,
  documentLink: documentLinkEntity,
  clientCost: clientCostEntity,
  campaign: campaignEntity,
  wallet: walletEntity,
  walletTx: walletTxEntity,
  invoice: invoiceEntity,
  counter: counterEntity,
  connectedAccount: connectedAccountEntity,
  gatewayEvent: gatewayEventEntity,
  openPayment: openPaymentEntity,
  reconciliationReport: reconciliationReportEntity,
  coupon: couponEntity,
  questionnaire: questionnaireEntity,
  campaignCode: campaignCodeEntity,
  companyGroup: companyGroupEntity,
  organization: organizationEntity,
  lead: leadEntity,
  dailyStats: dailyStatsEntity,
  revenueStats: revenueStatsEntity,
  leadCounter: leadCounterEntity,
  leadAccrual: leadAccrualEntity,
  leadDelivery: leadDeliveryEntity,
  personClaim: personClaimEntity,
  exclusionEntry: exclusionEntryEntity,
  exclusionJob: exclusionJobEntity,
  billingRun: billingRunEntity,
  billingRoot: billingRootEntity,
  payout: payoutEntity,
  listPages: listPagesEntity,
  idempotencyRecord: idempotencyRecordEntity,
  apiKey: apiKeyEntity,
  companyApiKey: companyApiKeyEntity,
  developerAgreement: developerAgreementEntity,
  integration: integrationEntity,
  integrationClaim: integrationClaimEntity,
  oauthState: oauthStateEntity,
  gohighlevelMenu: gohighlevelMenuEntity,
  integrationDelivery: integrationDeliveryEntity,
  deliveryRate: deliveryRateEntity,
  deliveryHealth: deliveryHealthEntity,
  referralCode: referralCodeEntity,
  approximateCount: approximateCountEntity,
  banner: bannerEntity,
  bannerNameClaim: bannerNameClaimEntity,
  audience: audienceEntity,
  audienceNameClaim: audienceNameClaimEntity,
  fileJob: fileJobEntity,
  dataUpgrade: dataUpgradeEntity,
};

type Entities = typeof entities;

/** Every entity of the table, for the infrastructure check that the table's indexes match. */
export const ALL_ENTITIES = Object.values(entities);

const service: { entities: Entities } = { entities };

/**
 * Every entity of the table by name, each built on its first use, for tests, seeds and tools. The
 * product's code imports the entity it uses from its own module, so a handler's bundle holds only the
 * entities it can reach (docs/decisions.md, Performance budgets); a transaction is ElectroDB's
 * `createWriteTransaction` given those entities.
 */
export function db() {
  return service;
}

/** Entities take the process's (possibly new) client and table on their next use. */
export function resetDb(): void {
  rebindEntities();
}
