/**
 * The route manifest: every HTTP endpoint, once. stacks/api.ts makes one Lambda per entry and the
 * embedded runtime mounts every entry on its HTTP server; a route not listed here exists nowhere.
 *
 * `handler` is the module under packages/functions/src (without extension) whose `handler` export
 * serves the route. `access` says who may call it: 'public' needs no token, 'user' a valid session
 * (finer rules are checked in core's services, whatever the web app hides).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SecretName = 'tokenKeys' | 'smtp' | 'stripe' | 'leadProvider' | 'integrations';

/**
 * What a handler touches on AWS besides its own logs. stacks/ grants exactly this and nothing else
 * (least privilege), so a handler that starts writing, reading the uploads bucket or sending to a
 * queue must say so here or it is denied on AWS (the embedded runtime has no IAM and cannot tell).
 */
export interface ResourceUse {
  /** Secrets the handler reads (linked only to the functions that need them on AWS). */
  secrets?: readonly SecretName[];
  /** The table: 'read' (get, query, batch get) or 'readwrite' (also put, update, delete, transactions). Default 'readwrite'. */
  table?: 'none' | 'read' | 'readwrite';
  /** The uploads bucket: 'read' (get, head), 'write' (put, which presigned PUT URLs need), 'delete'. None by default. */
  bucket?: readonly ('read' | 'write' | 'delete')[];
  /** Queues (worker queue names) the handler sends to through the queue port. None by default. */
  queues?: readonly string[];
  /** The integrations key (KMS Encrypt/Decrypt): handlers that seal or open integration credentials. None by default. */
  kms?: boolean;
}

export interface RouteEntry extends ResourceUse {
  method: HttpMethod;
  path: `/api/${string}`;
  handler: string;
  /** 'apiClient': the public API, a public-API bearer token (not a user session; lib/http.ts). */
  access: 'public' | 'user' | 'apiClient';
  /** Secrets the handler reads (linked only to the functions that need them on AWS). */
  secrets?: readonly ('tokenKeys' | 'smtp' | 'stripe' | 'integrations' | 'leadProvider')[];
}

export const routes = [
  { method: 'GET', path: '/api/health', handler: 'http/health/get', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/domain-info', handler: 'http/tenancy/domain-info', access: 'public', table: 'read' },
  { method: 'POST', path: '/api/login', handler: 'http/auth/login', access: 'public', secrets: ['tokenKeys', 'smtp'] },
  { method: 'POST', path: '/api/verifylogin', handler: 'http/auth/verify-login', access: 'public', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/resendcode', handler: 'http/auth/resend-code', access: 'public', secrets: ['smtp'] },
  { method: 'POST', path: '/api/forgetpass', handler: 'http/auth/forget-password', access: 'public', secrets: ['smtp'] },
  { method: 'POST', path: '/api/verify-reset-token', handler: 'http/auth/verify-reset-token', access: 'public', table: 'read' },
  { method: 'POST', path: '/api/reset-password', handler: 'http/auth/reset-password', access: 'public' },
  { method: 'POST', path: '/api/register', handler: 'http/auth/register', access: 'public', secrets: ['smtp'] },
  { method: 'POST', path: '/api/v1/developer/sso/validation', handler: 'http/developer/sso-validation', access: 'public', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/v1/developer/create/userapi', handler: 'http/developer/userapi-create', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/v1/developer/userapi/{companyId}', handler: 'http/developer/userapi-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/agreement/developer', handler: 'http/developer/agreement-record', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/agreement/developer/{companyId}', handler: 'http/developer/agreement-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/auth/switch-user', handler: 'http/auth/switch-user', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/auth/switch-back', handler: 'http/auth/switch-back', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/auth/refresh-token', handler: 'http/auth/refresh-token', access: 'public', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/logout', handler: 'http/auth/logout', access: 'public', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/user/tours', handler: 'http/user/tour-done', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/user', handler: 'http/user/me', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/user/{userId}', handler: 'http/user/by-id', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/user/resetpassword', handler: 'http/user/change-password', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/setting/twofactorauth/{userId}', handler: 'http/settings/two-factor-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/setting/twofactorauth/{userId}', handler: 'http/settings/two-factor-put', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/setting/get-google-tfa/{userId}/{companyId}', handler: 'http/settings/google-tfa', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/user/checksetupcomplete/{userId}', handler: 'http/user/setup-check', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/user/update', handler: 'http/user/update', access: 'user', secrets: ['tokenKeys'], bucket: ['read'] },
  { method: 'POST', path: '/api/user/profile-picture-upload', handler: 'http/user/picture-upload', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['write'] },
  { method: 'GET', path: '/api/user/picture/{userId}/{file}', handler: 'http/user/picture', access: 'public', table: 'none', bucket: ['read'] },
  { method: 'PUT', path: '/api/leadspeek/user/setupcomplete', handler: 'http/user/setup-complete', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/user/onboarding-status/{userId}', handler: 'http/user/onboarding-status', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/user/questionnaire', handler: 'http/onboarding/questionnaire-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/user/questionnaire', handler: 'http/onboarding/questionnaire-put', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/agreement/feature/{featureId}', handler: 'http/agreements/feature-status', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/agreement/feature', handler: 'http/agreements/feature-record', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/configuration/user/create', handler: 'http/configuration/user-create', access: 'user', secrets: ['tokenKeys', 'smtp'] },
  { method: 'PUT', path: '/api/configuration/user/update', handler: 'http/configuration/user-update', access: 'user', secrets: ['tokenKeys'] },
  { method: 'DELETE', path: '/api/configuration/user/remove/{companyId}/{userId}', handler: 'http/configuration/user-remove', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/configuration/user/resendinvitation', handler: 'http/configuration/resend-invitation', access: 'user', secrets: ['tokenKeys', 'smtp'] },
  { method: 'GET', path: '/api/configuration/costagency/{companyId}', handler: 'http/configuration/costs-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/costagency/{companyId}', handler: 'http/configuration/costs-put', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/user-logs/{companyId}', handler: 'http/configuration/user-logs', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/user-logs/{companyId}/download', handler: 'http/configuration/user-logs-download', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/user-logs/{companyId}/users', handler: 'http/configuration/user-logs-users', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/user-logs/{companyId}/campaigns', handler: 'http/configuration/user-logs-campaigns', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/log-category', handler: 'http/configuration/log-category', access: 'user', secrets: ['tokenKeys'], table: 'none' },
  { method: 'GET', path: '/api/configuration/sales/list', handler: 'http/configuration/sales-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/sales', handler: 'http/configuration/sales-set', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/agency/manual-bill', handler: 'http/billing/manual-bill', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'] },
  { method: 'PUT', path: '/api/configuration/agency/exclude-include-minimum-spend', handler: 'http/billing/minimum-spend', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/general/manual-bill-settlement', handler: 'http/billing/settlement', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'] },
  { method: 'GET', path: '/api/configuration/onboarding/get/{companyId}', handler: 'http/billing/onboarding-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/onboarding/set', handler: 'http/billing/onboarding-set', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/agency/developer-mode', handler: 'http/billing/developer-mode', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'] },
  { method: 'PUT', path: '/api/configuration/agency/beta-features', handler: 'http/tenancy/beta-features', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/package', handler: 'http/subscriptions/set-package', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/cancel-subscription', handler: 'http/subscriptions/cancel', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/role-module/list/{companyId}', handler: 'http/roles/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/role-module/get/{companyId}/{roleId}', handler: 'http/roles/get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/role-module/addupdate', handler: 'http/roles/save', access: 'user', secrets: ['tokenKeys'] },
  { method: 'DELETE', path: '/api/configuration/role-module/remove/{companyId}/{roleId}', handler: 'http/roles/remove', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/setting/{companyId}', handler: 'http/settings/general-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/setting/{companyId}', handler: 'http/settings/general-put', access: 'user', secrets: ['tokenKeys'], bucket: ['read'] },
  { method: 'POST', path: '/api/configuration/setting/{companyId}/test-email', handler: 'http/settings/test-email', access: 'user', secrets: ['tokenKeys', 'smtp'], table: 'read' },
  { method: 'POST', path: '/api/configuration/setting/{companyId}/logo-upload', handler: 'http/settings/logo-upload', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['write'] },
  { method: 'GET', path: '/api/branding/logo/{companyId}/{file}', handler: 'http/branding/logo', access: 'public', table: 'none', bucket: ['read'] },
  { method: 'POST', path: '/api/banner/startbannercreate', handler: 'http/banners/start-create', access: 'user', secrets: ['tokenKeys'], bucket: ['read', 'write', 'delete'] },
  { method: 'POST', path: '/api/banner/show', handler: 'http/banners/show', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['read'] },
  { method: 'POST', path: '/api/banner/image-upload', handler: 'http/banners/image-upload', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['write'] },
  { method: 'GET', path: '/api/banner/list/{companyId}', handler: 'http/banners/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'DELETE', path: '/api/banner/remove/{bannerId}', handler: 'http/banners/remove', access: 'user', secrets: ['tokenKeys'], bucket: ['delete'] },
  { method: 'GET', path: '/api/banner/download/{bannerId}/{kind}', handler: 'http/banners/download', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['read'] },
  { method: 'GET', path: '/api/banner/image/{bannerId}/{file}', handler: 'http/banners/image', access: 'public', table: 'none', bucket: ['read'] },
  { method: 'GET', path: '/api/configuration/administrators/{companyId}', handler: 'http/administrators/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/configuration/administrators', handler: 'http/administrators/add', access: 'user', secrets: ['tokenKeys', 'smtp'] },
  { method: 'PUT', path: '/api/configuration/administrators/{userId}', handler: 'http/administrators/update', access: 'user', secrets: ['tokenKeys'] },
  { method: 'DELETE', path: '/api/configuration/administrators/{companyId}/{userId}', handler: 'http/administrators/remove', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/sales-accounts/{companyId}', handler: 'http/sales-accounts/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/configuration/sales-accounts', handler: 'http/sales-accounts/add', access: 'user', secrets: ['tokenKeys', 'smtp'] },
  { method: 'PUT', path: '/api/configuration/sales-accounts/{userId}', handler: 'http/sales-accounts/update', access: 'user', secrets: ['tokenKeys'] },
  { method: 'DELETE', path: '/api/configuration/sales-accounts/{companyId}/{userId}', handler: 'http/sales-accounts/remove', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/agreement/{companyId}/{documentType}', handler: 'http/agreements/download', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/agreement-template', handler: 'http/agreements/template-save', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/agreement-template/{companyId}', handler: 'http/agreements/template-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  // The platform's own documents (docs/decisions.md, "Public and document pages"): read by anyone under the domain's brand, edited by the root.
  { method: 'GET', path: '/api/document/{name}', handler: 'http/documents/public-get', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/configuration/platform-documents', handler: 'http/documents/platform-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/platform-document', handler: 'http/documents/platform-save', access: 'user', secrets: ['tokenKeys'] },
  // The document viewer (/download-auth/{pkdoc}): an address for a company's agreement, opened again with the caller's access checked each time.
  { method: 'POST', path: '/api/configuration/agreement/file', handler: 'http/agreements/file-create', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/docauth', handler: 'http/documents/docauth', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/agreement-minimum-spend-v2/{companyId}', handler: 'http/agreements/minimum-spend-v2', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/user/costmodule/{companyId}', handler: 'http/configuration/client-cost-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/user/costmodule', handler: 'http/configuration/client-cost-put', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/companies/{companyId}', handler: 'http/configuration/company-detail', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/leadspeek/check-campaign-active', handler: 'http/campaigns/check-active', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/leadspeek/client/create', handler: 'http/campaigns/create', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'] },
  { method: 'PUT', path: '/api/leadspeek/client/update', handler: 'http/campaigns/update', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/leadspeek/client/local/update', handler: 'http/campaigns/update-local', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/leadspeek/client/locator/update', handler: 'http/campaigns/update-locator', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/leadspeek/client/activepause', handler: 'http/campaigns/active-pause', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'], queues: ['lead-ingest'] },
  { method: 'PUT', path: '/api/leadspeek/client/archive', handler: 'http/campaigns/archive', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/leadspeek/client/remove', handler: 'http/campaigns/remove', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/client/disable-add-campaign', handler: 'http/campaigns/client-add-campaign', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/leadspeek/client/{group}/{type}/{companyId}', handler: 'http/campaigns/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/getcampaign/{campaignId}', handler: 'http/campaigns/get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  // A download above 20,000 rows starts an export job (it writes the job and queues it).
  { method: 'GET', path: '/api/leadspeek/report/lead/{campaignId}/{start}/{end}', handler: 'http/campaigns/lead-report', access: 'user', secrets: ['tokenKeys'], queues: ['file-jobs'] },
  { method: 'GET', path: '/api/leadspeek/leads/{type}/{companyId}/{start}/{end}', handler: 'http/campaigns/agency-leads', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/report/chart/{campaignId}/{start}/{end}', handler: 'http/reports/campaign-chart', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/report/initdate/{campaignId}', handler: 'http/reports/campaign-init-date', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/report/invoice/{companyId}/{start}/{end}', handler: 'http/reports/invoice-report', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/get-under-perform-campaigns', handler: 'http/reports/under-perform', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/dashboard/{type}/{companyId}', handler: 'http/campaigns/dashboard', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/getcampaignresource/{organizationId}/{campaignId}', handler: 'http/campaigns/resource', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/company/whitelabel-domain', handler: 'http/tenancy/whitelabel-domain', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/company/group', handler: 'http/campaigns/groups-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/company/group', handler: 'http/campaigns/groups-create', access: 'user', secrets: ['tokenKeys'] },
  { method: 'DELETE', path: '/api/company/group', handler: 'http/campaigns/groups-delete', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/marketing/createorganization', handler: 'http/campaigns/organization-create', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/marketing/getorganization', handler: 'http/campaigns/organization-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'DELETE', path: '/api/marketing/deleteorganization', handler: 'http/campaigns/organization-delete', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/companies/{companyId}/children', handler: 'http/configuration/children', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/payment/customer', handler: 'http/payments/customer', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'POST', path: '/api/payment/customer-direct', handler: 'http/payments/customer-direct', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'GET', path: '/api/payment/card', handler: 'http/payments/card-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/payment/card', handler: 'http/payments/card-put', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'] },
  { method: 'PUT', path: '/api/payment/set-billing-method', handler: 'http/payments/billing-method', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/payment/retry', handler: 'http/payments/retry', access: 'user', secrets: ['tokenKeys', 'stripe', 'smtp'] },
  { method: 'GET', path: '/api/billing/invoices/{companyId}', handler: 'http/payments/invoices', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/billing/invoices/{companyId}/{invoiceId}/download', handler: 'http/payments/invoice-download', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/billing/payouts/{companyId}', handler: 'http/billing/payouts', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  // The root's reports, read from the revenue aggregates (docs/decisions.md, "Reports and revenue aggregates").
  { method: 'GET', path: '/api/configuration/report-analytics/{start}/{end}', handler: 'http/reports/report-analytics', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/root-revenue/{start}/{end}', handler: 'http/reports/root-revenue', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/agencies-report', handler: 'http/reports/agencies-report', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/root/list', handler: 'http/reports/root-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/coupons', handler: 'http/coupons/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/configuration/coupons', handler: 'http/coupons/create', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/coupons/{code}', handler: 'http/coupons/update', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/configuration/coupon/get-coupon', handler: 'http/payments/coupon', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/client/{companyId}/failed-payment-action', handler: 'http/payments/failed-payment-action-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/client/{companyId}/failed-payment-action', handler: 'http/payments/failed-payment-action-put', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/general/check-connected-account/{companyId}', handler: 'http/connect/check', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'POST', path: '/api/general/create-connected-account', handler: 'http/connect/create', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'POST', path: '/api/general/get-connected-account-link', handler: 'http/connect/link', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'POST', path: '/api/general/get-existing-connected-account-link', handler: 'http/connect/existing-link', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'POST', path: '/api/general/create-sales-connected-account', handler: 'http/connect/sales', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'DELETE', path: '/api/general/reset-payment-connection/{companyId}/{type}', handler: 'http/connect/reset', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  { method: 'POST', path: '/api/tools/optout-client/upload', handler: 'http/exclusions/client-upload', access: 'user', secrets: ['tokenKeys'], bucket: ['write'] },
  { method: 'GET', path: '/api/tools/optout-client/progress/{companyId}', handler: 'http/exclusions/client-progress', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/tools/optout-client/{companyId}', handler: 'http/exclusions/client-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'DELETE', path: '/api/leadspeek/suppressionlist/purge/{ownerId}/{campaignType}', handler: 'http/exclusions/client-purge', access: 'user', secrets: ['tokenKeys'], queues: ['exclusion-import'] },
  { method: 'POST', path: '/api/tools/optout/upload', handler: 'http/exclusions/root-upload', access: 'user', secrets: ['tokenKeys'], bucket: ['write'] },
  { method: 'GET', path: '/api/tools/optout/progress/{rootId}', handler: 'http/exclusions/root-progress', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/tools/optout/{rootId}', handler: 'http/exclusions/root-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'DELETE', path: '/api/tools/optout/purge/{rootId}', handler: 'http/exclusions/root-purge', access: 'user', secrets: ['tokenKeys'], queues: ['exclusion-import'] },
  { method: 'GET', path: '/api/configuration/agencies/prepaid/{companyId}', handler: 'http/wallet/get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/agencies/prepaid/history/{companyId}/{month}', handler: 'http/wallet/history', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/agencies/prepaid/download-transaction-history-direct-payment/{companyId}/{month}', handler: 'http/wallet/download', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/configuration/agencies/prepaid/save', handler: 'http/wallet/save', access: 'user', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/configuration/agencies/prepaid/charge', handler: 'http/wallet/charge', access: 'user', secrets: ['tokenKeys', 'stripe'], queues: ['lead-ingest'] },
  { method: 'PUT', path: '/api/configuration/agencies/prepaid/stop-continual', handler: 'http/wallet/stop-continual', access: 'user', secrets: ['tokenKeys'] },
  { method: 'PUT', path: '/api/configuration/agencies/prepaid/cap', handler: 'http/wallet/cap', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/configuration/agencies/prepaid/currenttopup/{companyId}', handler: 'http/wallet/current-topup', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/agencies/prepaid/remainingbalanceleads/{companyId}', handler: 'http/wallet/remaining-leads', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/configuration/agencies/prepaid/refund-estimate/{companyId}', handler: 'http/wallet/refund-estimate', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/configuration/agencies/prepaid/refund-topup', handler: 'http/wallet/refund-topup', access: 'user', secrets: ['tokenKeys', 'stripe'] },
  // The Site ID pixel (docs/decisions.md, Lead engine): public, on any client's site; `{file}` is
  // `{urlCode}.js` (API Gateway parameters are whole segments).
  { method: 'GET', path: '/api/pixel/{file}', handler: 'http/leads/pixel-script', access: 'public', table: 'none' },
  // On AWS a hit is forwarded to the vendor's API; locally the simulator queues the lead itself.
  { method: 'POST', path: '/api/pixel/{urlCode}/hit', handler: 'http/leads/pixel-hit', access: 'public' },
  { method: 'POST', path: '/api/send-test-lead', handler: 'http/leads/send-test-lead', access: 'user', secrets: ['tokenKeys'], queues: ['lead-delivery'] },
  { method: 'POST', path: '/api/leadspeek/check-embed-code', handler: 'http/leads/check-embed-code', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  // US states and cities (data built into the code; 'read' for the session check only).
  { method: 'GET', path: '/api/general/state', handler: 'http/general/states', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/general/state/{state}/cities', handler: 'http/general/cities', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  // Integrations (docs/decisions.md, "Leads out: integrations and delivery"); .../{integrationId}/test and .../{integrationId}/deliveries are the delivery routes.
  { method: 'GET', path: '/api/integrations/{companyId}', handler: 'http/integrations/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/saveintegration', handler: 'http/integrations/save', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'GET', path: '/api/integrations/{companyId}/{integrationId}', handler: 'http/integrations/get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'DELETE', path: '/api/integrations/{companyId}/{integrationId}', handler: 'http/integrations/disconnect', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'POST', path: '/api/integrations/{companyId}/{integrationId}/rotate-secret', handler: 'http/integrations/rotate-secret', access: 'user', secrets: ['tokenKeys'], kms: true },
  { method: 'GET', path: '/api/integrations/{companyId}/{integrationId}/options/{kind}', handler: 'http/integrations/options', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'GET', path: '/api/integrations/{companyId}/oauth/{type}/authurl', handler: 'http/integrations/oauth-authurl', access: 'user', secrets: ['tokenKeys', 'integrations'] },
  // The agency's GoHighLevel menu link, opening the app on its domain inside GoHighLevel (docs/decisions.md, "Integration providers and their local fakes").
  { method: 'GET', path: '/api/integrations/{companyId}/gohighlevel/menu', handler: 'http/integrations/menu-get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/integrations/{companyId}/gohighlevel/menu/authurl', handler: 'http/integrations/menu-authurl', access: 'user', secrets: ['tokenKeys', 'integrations'] },
  { method: 'POST', path: '/api/integrations/{companyId}/gohighlevel/menu', handler: 'http/integrations/menu-add', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'DELETE', path: '/api/integrations/{companyId}/gohighlevel/menu', handler: 'http/integrations/menu-remove', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'GET', path: '/api/integrations/oauth/callback', handler: 'http/integrations/oauth-callback', access: 'public', secrets: ['integrations'], kms: true },
  // The delivery log, a test send through the same adapter, and a failed delivery's replay (docs/decisions.md, "Leads out: integrations and delivery", Delivery).
  { method: 'GET', path: '/api/integrations/{companyId}/{integrationId}/deliveries', handler: 'http/integrations/deliveries', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/integrations/{companyId}/{integrationId}/test', handler: 'http/integrations/send-test', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true, queues: ['integration-delivery'] },
  { method: 'POST', path: '/api/integrations/{companyId}/{integrationId}/deliveries/{deliveryId}/replay', handler: 'http/integrations/replay', access: 'user', secrets: ['tokenKeys'], queues: ['integration-delivery'] },
  // A campaign's Google Sheet: make (or reset) and check the connection's sheets; e-mail a sheet's link again.
  { method: 'POST', path: '/api/integrations/{companyId}/{integrationId}/sheets', handler: 'http/integrations/sheets-connect', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'GET', path: '/api/integrations/{companyId}/{integrationId}/sheets', handler: 'http/integrations/sheets-check', access: 'user', secrets: ['tokenKeys', 'integrations'], kms: true },
  { method: 'PUT', path: '/api/leadspeek/client/resendgooglelink', handler: 'http/integrations/resend-google-link', access: 'user', secrets: ['tokenKeys', 'smtp', 'integrations'], kms: true },
  // The public API (docs/decisions.md, "Public API"): every apiClient route counts a request in its key's window (a write), so the table is readwrite.
  { method: 'POST', path: '/api/v1/oauth/token', handler: 'http/public-api/token', access: 'public', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/v1/openapi.json', handler: 'http/public-api/openapi', access: 'public', table: 'none' },
  { method: 'GET', path: '/api/v1/docs', handler: 'http/public-api/docs', access: 'public', table: 'none' },
  { method: 'GET', path: '/api/v1/public/campaigns', handler: 'http/public-api/campaigns-list', access: 'apiClient', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/v1/public/campaigns/{campaignId}', handler: 'http/public-api/campaign-get', access: 'apiClient', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/v1/public/campaigns/{campaignId}/pause', handler: 'http/public-api/campaign-pause', access: 'apiClient', secrets: ['tokenKeys', 'stripe', 'smtp'], queues: ['lead-ingest'] },
  { method: 'POST', path: '/api/v1/public/campaigns/{campaignId}/resume', handler: 'http/public-api/campaign-resume', access: 'apiClient', secrets: ['tokenKeys', 'stripe', 'smtp'], queues: ['lead-ingest'] },
  { method: 'GET', path: '/api/v1/public/campaigns/{campaignId}/leads', handler: 'http/public-api/leads-list', access: 'apiClient', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/v1/public/campaigns/{campaignId}/exclusions', handler: 'http/public-api/exclusions-campaign', access: 'apiClient', secrets: ['tokenKeys'], bucket: ['write'] },
  { method: 'POST', path: '/api/v1/public/exclusions', handler: 'http/public-api/exclusions-client', access: 'apiClient', secrets: ['tokenKeys'], bucket: ['write'] },
  { method: 'GET', path: '/api/v1/public/usage', handler: 'http/public-api/usage', access: 'apiClient', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/v1/public/states', handler: 'http/public-api/states', access: 'apiClient', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/v1/public/states/{state}/cities', handler: 'http/public-api/cities', access: 'apiClient', secrets: ['tokenKeys'] },
  // Approximate lead counts (docs/decisions.md, "Approximate lead counts"): {companyId} of configdata and the history is the client, {countId} of getcountcampaign the row, {campaignId} of applycampaign the campaign; {type} the module.
  { method: 'POST', path: '/api/bigdbm/services/queuecount', handler: 'http/audiences/queue-count', access: 'user', secrets: ['tokenKeys'], queues: ['audience-count'] },
  { method: 'GET', path: '/api/bigdbm/services/configdata/{companyId}', handler: 'http/audiences/config-data', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/bigdbm/services/getcountcampaign/{countId}', handler: 'http/audiences/get-count', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/bigdbm/services/getcountcampaignhistory/{companyId}/{type}', handler: 'http/audiences/count-history', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'PUT', path: '/api/bigdbm/services/applycampaign/{campaignId}/{type}', handler: 'http/audiences/apply-campaign', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/bigdbm/services/minleaddayenhance', handler: 'http/audiences/min-lead-day', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/general/enhance/location', handler: 'http/audiences/locations', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/campaigns/overview/{companyId}', handler: 'http/campaigns/overview', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/campaigns/clients/{companyId}', handler: 'http/campaigns/client-overview', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/audiences/list/{companyId}', handler: 'http/audiences/audience-list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/audiences/show/{audienceId}', handler: 'http/audiences/audience-show', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/audiences/create', handler: 'http/audiences/audience-create', access: 'user', secrets: ['tokenKeys'], queues: ['audience-count'] },
  { method: 'PUT', path: '/api/audiences/update/{audienceId}', handler: 'http/audiences/audience-update', access: 'user', secrets: ['tokenKeys'], queues: ['audience-count'] },
  { method: 'POST', path: '/api/audiences/duplicate/{audienceId}', handler: 'http/audiences/audience-duplicate', access: 'user', secrets: ['tokenKeys'], queues: ['audience-count'] },
  { method: 'POST', path: '/api/audiences/refresh/{audienceId}', handler: 'http/audiences/audience-refresh', access: 'user', secrets: ['tokenKeys'], queues: ['audience-count'] },
  { method: 'DELETE', path: '/api/audiences/remove/{audienceId}', handler: 'http/audiences/audience-remove', access: 'user', secrets: ['tokenKeys'] },
  // The campaign wizard's data lists and keyword tags (the lists are core's; the wizard reads them here).
  { method: 'GET', path: '/api/leadspeek/list-advance-information/{type}', handler: 'http/campaigns/list-advance-information', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/leadspeek/keyword-to-tags', handler: 'http/campaigns/keyword-to-tags', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  // Referral links: an agency's code, and the public check the registration page makes.
  { method: 'GET', path: '/api/referral/check/{code}', handler: 'http/referral/check', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/referral/{companyId}', handler: 'http/referral/get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'POST', path: '/api/referral/{companyId}', handler: 'http/referral/create', access: 'user', secrets: ['tokenKeys'] },
  // Data enrichment and the jobs that produce a download (docs/decisions.md, "Data enrichment and export jobs").
  { method: 'POST', path: '/api/data-enrichment/upload', handler: 'http/enrichment/upload', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['write'] },
  { method: 'POST', path: '/api/data-enrichment/preview', handler: 'http/enrichment/preview', access: 'user', secrets: ['tokenKeys', 'leadProvider'], bucket: ['read'] },
  { method: 'POST', path: '/api/data-enrichment/jobs/{jobId}/start', handler: 'http/enrichment/start', access: 'user', secrets: ['tokenKeys'], queues: ['file-jobs'] },
  { method: 'GET', path: '/api/data-enrichment/{companyId}/jobs', handler: 'http/enrichment/list', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/file-jobs/{jobId}', handler: 'http/file-jobs/get', access: 'user', secrets: ['tokenKeys'], table: 'read' },
  { method: 'GET', path: '/api/file-jobs/{jobId}/download', handler: 'http/file-jobs/download', access: 'user', secrets: ['tokenKeys'], table: 'read', bucket: ['read'] },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof routes)[number];

/**
 * An SQS worker: stacks/queues.ts makes its queue, a dead-letter queue and the subscription; services
 * send to it with queue().send(queue, body) (QUEUE_URL_<QUEUE> on AWS). The handler takes an SQS
 * event, is idempotent, and returns { batchItemFailures } (partial batch responses are on).
 */
export interface WorkerEntry extends ResourceUse {
  /** Queue name as services pass it to the queue port, e.g. 'exclusion-import'. */
  queue: string;
  /** Module under packages/functions/src whose `handler` export takes the SQS event. */
  handler: string;
  /** Lambda timeout; the queue's visibility timeout is set well above it. At most 900. */
  timeoutSeconds: number;
  /** Messages per invocation: 1 to 10, or up to 10,000 with a batching window (Lambda's rule). */
  batchSize: number;
  /** How long Lambda gathers messages before invoking, in seconds (1 to 300); required above 10 messages. */
  batchingWindowSeconds?: number;
  /** Batches handled side by side at most (the event source's maximum concurrency, 2 to 1000); locally, that many at once. */
  maxConcurrency?: number;
  /** Receives before a message is moved to the dead-letter queue. */
  maxReceiveCount: number;
  /** When set, S3 object-created events for keys under this prefix of the uploads bucket also feed this queue. */
  bucketPrefix?: string;
}

/**
 * Visibility timeout for a worker's queue, on AWS and in the embedded runtime alike. Lambda's SQS
 * poller keeps a batch invisible while the function runs and retries throttled invocations, so AWS
 * recommends at least six times the function timeout; anything at or below the timeout lets a
 * message be handed out twice while the first run is still working on it (locally, a batch of 100
 * outliving 3 seconds was received again under load). SQS caps it at 12 hours.
 */
export function visibilityTimeoutSeconds(w: Pick<WorkerEntry, 'timeoutSeconds'>): number {
  return Math.min(Math.max(6 * w.timeoutSeconds, w.timeoutSeconds + 30), 12 * 3600);
}

/** A schedule that puts one message on a worker's queue each time it fires (no function of its own). */
export interface ScheduleEntry {
  name: string;
  /** EventBridge Scheduler expression. */
  expression: `cron(${string})` | `rate(${string})`;
  /** IANA time zone the cron expression is read in (default UTC). */
  timezone?: string;
  /** The worker queue that receives `message`. */
  queue: string;
  message: Record<string, unknown>;
}

/**
 * An inbound webhook (e.g. Stripe): a public POST route whose handler verifies a signature over the
 * exact request bytes, so it does not go through the JSON body parsing of http routes.
 */
export interface WebhookEntry extends ResourceUse {
  method: 'POST';
  /** Under /api/webhooks/, or the lead vendor's push path the issue fixes (/api/ingest/leads). */
  path: `/api/webhooks/${string}` | `/api/ingest/${string}`;
  handler: string;
  rawBody: true;
}

// Filled by the issues that bring their handlers (exclusion import, wallet top-up, the scheduled
// top-up run, the Stripe webhook); stacks/ generates everything for an entry added here.
export const workers: readonly WorkerEntry[] = [
  // Exclusion CSVs land under this prefix; 5 receives, as the issue says, then the dead-letter queue
  // (core's EXCLUSION_IMPORT_MAX_RECEIVES is the same number: the worker marks the job failed on the last).
  // It also runs the purge job, which puts its own message back when a list outlasts one run.
  { queue: 'exclusion-import', handler: 'workers/exclusion-import', timeoutSeconds: 300, batchSize: 1, maxReceiveCount: 5, bucketPrefix: 'uploads/exclusions/', bucket: ['read', 'delete'], queues: ['exclusion-import'] },
  // Automatic top-ups (one wallet per message), the sweep and the expiry run; idempotent per crossing and attempt.
  { queue: 'wallet-topup', handler: 'workers/wallet-topup', timeoutSeconds: 120, batchSize: 5, maxReceiveCount: 5, secrets: ['stripe', 'smtp'], queues: ['wallet-topup', 'lead-ingest'] },
  // The lead pipeline: one provider lead per message (suppression, limits, charge); idempotent on the lead id.
  // Large batches: a batch's leads of one campaign are charged a group per transaction (docs/decisions.md, "Lead engine (the engine half)").
  { queue: 'lead-ingest', handler: 'workers/lead-ingest', timeoutSeconds: 60, batchSize: 100, batchingWindowSeconds: 1, maxConcurrency: 2, maxReceiveCount: 5, secrets: ['smtp'], queues: ['lead-delivery', 'wallet-topup'] },
  // Delivered leads: the report e-mail and admin notices, once per lead; the integrations issue fans out from here too.
  { queue: 'lead-delivery', handler: 'workers/lead-delivery', timeoutSeconds: 60, batchSize: 100, batchingWindowSeconds: 1, maxReceiveCount: 5, secrets: ['smtp', 'integrations'], kms: true, queues: ['integration-delivery'] },
  // One (lead, integration) attempt per message, and the minute sweep (docs/decisions.md, "Leads out: integrations and delivery"): claimed per row, so receives beyond the first are harmless; retries live in the row, not in receives.
  // Batches of 100 handled together, as lead-delivery's.
  { queue: 'integration-delivery', handler: 'workers/integration-delivery', timeoutSeconds: 60, batchSize: 100, batchingWindowSeconds: 1, maxReceiveCount: 5, secrets: ['smtp', 'integrations'], kms: true, queues: ['integration-delivery'] },
  // Approximate lead counts: one row per message, asked of the lead-data provider; 4 receives (core's COUNT_MAX_RECEIVES), the last failing one marks the row error and mails its asker.
  { queue: 'audience-count', handler: 'workers/audience-count', timeoutSeconds: 60, batchSize: 5, maxReceiveCount: 4, secrets: ['leadProvider', 'smtp'] },
  // Finishes gateway calls a dead process left open and matches the gateway's charges with the ledger (docs/decisions.md, "Money you can trust").
  { queue: 'payments-reconcile', handler: 'workers/payments-reconcile', timeoutSeconds: 900, batchSize: 1, maxReceiveCount: 3, secrets: ['stripe', 'smtp'], queues: ['lead-ingest'] },
  // The daily billing run, fanned out per agency on its own queue: closed periods, set-up fees left pending, minimum spend; idempotent per run key.
  { queue: 'billing-runs', handler: 'workers/billing-runs', timeoutSeconds: 900, batchSize: 1, maxReceiveCount: 3, secrets: ['stripe', 'smtp'], queues: ['billing-runs'] },
  // Agency payouts (docs/decisions.md, "Agency payouts"), fanned out per agency: each closed month's margin fixed once and transferred once.
  // Jobs that write a CSV to the bucket page by page (data enrichment, large lead exports): resumable from their checkpoint, charged once per job; the last of 5 receives marks the job failed.
  { queue: 'file-jobs', handler: 'workers/file-jobs', timeoutSeconds: 900, batchSize: 1, maxReceiveCount: 5, secrets: ['leadProvider', 'stripe', 'smtp'], bucket: ['read', 'write', 'delete'], queues: ['wallet-topup'] },
  { queue: 'payouts', handler: 'workers/payouts', timeoutSeconds: 900, batchSize: 1, maxReceiveCount: 3, secrets: ['stripe'], queues: ['payouts'] },
  // Data stored by older code brought up to what the code now writes (docs/decisions.md, "Data upgrades"); a run whose time runs out queues the next.
  { queue: 'data-upgrades', handler: 'workers/data-upgrades', timeoutSeconds: 900, batchSize: 1, maxReceiveCount: 3, queues: ['data-upgrades'] },
];
export const schedules: readonly ScheduleEntry[] = [
  // The backstop for top-up messages lost or failed: wallets at or below their threshold get one.
  { name: 'wallet-topup-sweep', expression: 'rate(15 minutes)', queue: 'wallet-topup', message: { kind: 'sweep' } },
  // Unused top-ups expire 12 months after their date; once a day, early morning in the default zone.
  { name: 'wallet-expiry', expression: 'cron(15 3 * * ? *)', timezone: 'America/Chicago', queue: 'wallet-topup', message: { kind: 'expire' } },
  // Periods are billed once their last day has ended everywhere (12:00 UTC): 07:30 Chicago is after that in winter and summer.
  { name: 'payments-reconcile', expression: 'rate(15 minutes)', queue: 'payments-reconcile', message: { kind: 'reconcile' } },
  // Yesterday's (UTC) charges and refunds at the gateway against the ledger, per root; mailed to the root's owner when they differ.
  { name: 'payments-report', expression: 'cron(0 8 * * ? *)', timezone: 'America/Chicago', queue: 'payments-reconcile', message: { kind: 'report' } },
  { name: 'billing-runs', expression: 'cron(30 7 * * ? *)', timezone: 'America/Chicago', queue: 'billing-runs', message: { kind: 'run' } },
  // A month is paid out once it has ended everywhere (12:00 UTC on the 1st); daily, so a held payout is paid the day after its account can take it.
  { name: 'payouts', expression: 'cron(0 9 * * ? *)', timezone: 'America/Chicago', queue: 'payouts', message: { kind: 'run' } },
  // Integration deliveries waiting longer than SQS can delay, and attempts whose worker died.
  { name: 'integration-delivery-sweep', expression: 'rate(1 minute)', queue: 'integration-delivery', message: { kind: 'sweep' } },
  // After a deploy, the data upgrades it brings run within the hour; once done, a run is a few reads.
  { name: 'data-upgrades', expression: 'rate(1 hour)', queue: 'data-upgrades', message: { kind: 'run' } },
];
export const webhooks: readonly WebhookEntry[] = [
  // The gateway's events (Stripe): signature over the raw body, each event id once.
  { method: 'POST', path: '/api/webhooks/stripe', handler: 'webhooks/stripe', rawBody: true, secrets: ['stripe', 'smtp'] },
  // The lead vendor's signed push (docs/decisions.md, Lead engine); each lead is queued for the pipeline.
  { method: 'POST', path: '/api/ingest/leads', handler: 'webhooks/ingest-leads', rawBody: true, secrets: ['leadProvider'], queues: ['lead-ingest'], table: 'none' },
];
