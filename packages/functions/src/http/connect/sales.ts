import { createSalesConnectedAccount, salesConnectedAccountRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: salesConnectedAccountRequestSchema }, ({ actor, body }) => createSalesConnectedAccount(actor, body));
