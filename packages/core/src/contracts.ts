/**
 * The isomorphic entry: schemas and pure rules the web app shares with the API. Nothing here may
 * import Node-only modules or storage.
 */
export * from './shared/error.contract.js';
export * from './identity/auth.contract.js';
export * from './identity/user-data.contract.js';
export * from './tenancy/domain-info.contract.js';
export { USER_TYPES, type UserType } from './identity/user-types.js';
export { classifyHost, normalizeHost, isValidSubdomain, SUBDOMAIN_PATTERN } from './tenancy/domains.js';
export * from './identity/account.contract.js';
export { AUDIT_ACTIONS, type AuditAction } from './audit/actions.js';
export * from './access/index.js';
export * from './tenancy/company-list.contract.js';
export * from './agreements/feature-agreement.contract.js';
export * from './tenancy/company-admin.contract.js';
export * from './pricing/money.js';
export * from './pricing/payment-terms.js';
export * from './pricing/cost-structure.js';
export * from './audit/user-logs.contract.js';
export * from './tenancy/sales.contract.js';
export * from './billing/billing.contract.js';
export * from './roles/role.contract.js';
export * from './settings/general-settings.contract.js';
export * from './roles/administrators.contract.js';
export * from './roles/sales-accounts.contract.js';
export * from './agreements/agreements.contract.js';
export { DOCUMENT_TYPES, PLACEHOLDERS, fillPlaceholders, agreementFileName, type DocumentType } from './agreements/agreement-templates.js';
export * from './pricing/client-cost.contract.js';
export * from './campaigns/check-campaign-active.contract.js';
export * from './pricing/cost-answers.contract.js';
export * from './audit/log-categories.contract.js';
export * from './access/company-row-actions.js';
export * from './access/pricing-row-actions.js';
export * from './wallet/wallet.contract.js';
export * from './payments/card.contract.js';
export * from './payments/connected-account.contract.js';
export * from './payments/invoice.contract.js';
export * from './shared/image.contract.js';
export * from './identity/profile.contract.js';
export * from './onboarding/questionnaire.contract.js';
export * from './exclusions/exclusions.contract.js';
export * from './campaigns/campaign.contract.js';
export * from './campaigns/client-add-campaign.contract.js';
export * from './campaigns/status.js';
export * from './campaigns/modules.js';
export * from './leads/lead-status.js';
export * from './leads/lead-tools.contract.js';
