import { createConnectedAccount, createConnectedAccountRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createConnectedAccountRequestSchema }, ({ actor, body }) => createConnectedAccount(actor, body.company_id));
