import { createConnectedAccountRequestSchema } from '@platform/core/payments/connected-account.contract';
import { createConnectedAccount } from '@platform/core/payments/connected-accounts';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createConnectedAccountRequestSchema }, ({ actor, body }) => createConnectedAccount(actor, body.company_id));
