import { salesConnectedAccountRequestSchema } from '@platform/core/payments/connected-account.contract';
import { createSalesConnectedAccount } from '@platform/core/payments/connected-accounts';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: salesConnectedAccountRequestSchema }, ({ actor, body }) => createSalesConnectedAccount(actor, body));
