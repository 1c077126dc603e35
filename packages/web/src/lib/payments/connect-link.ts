import { connectedAccountLinkAnswerSchema, resetPaymentConnectionAnswerSchema, type ConnectionType, type ConnectReturnPage } from '@platform/core/contracts';
import { apiRequest } from '../api/client';

/** POST /api/general/get-connected-account-link: the agency's onboarding link (the account is created when missing). */
export const agencyConnectLink = (companyId: string, returnPage: ConnectReturnPage) =>
  apiRequest('/general/get-connected-account-link', { method: 'POST', body: { company_id: companyId, return_page: returnPage }, schema: connectedAccountLinkAnswerSchema });

/** POST /api/general/get-existing-connected-account-link: a fresh link when the last one expired. */
export const existingConnectLink = (companyId: string, returnPage: ConnectReturnPage) =>
  apiRequest('/general/get-existing-connected-account-link', { method: 'POST', body: { company_id: companyId, return_page: returnPage }, schema: connectedAccountLinkAnswerSchema });

/** POST /api/general/create-sales-connected-account: the sales user's own account and its link. */
export const salesConnectLink = () =>
  apiRequest('/general/create-sales-connected-account', { method: 'POST', body: { return_page: 'sales-connect-account' }, schema: connectedAccountLinkAnswerSchema });

/** DELETE /api/general/reset-payment-connection/{id}/{type}: start the connection over. */
export const resetConnection = (id: string, type: ConnectionType) =>
  apiRequest(`/general/reset-payment-connection/${encodeURIComponent(id)}/${type}`, { method: 'DELETE', schema: resetPaymentConnectionAnswerSchema });
