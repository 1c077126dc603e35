export { API_SCOPES, DEFAULT_API_SCOPES, apiScopeSchema, type ApiClient, type ApiScope } from './scopes.js';
export { authenticateApiClient, apiKeyOf } from './authenticate.js';
export { generateUserApi, readUserApi } from './api-keys.js';
export { readDeveloperAgreement, recordDeveloperAgreement } from './developer-agreement.js';
export * from './developer.contract.js';
export { publicApiBaseUrl } from './base-url.js';
