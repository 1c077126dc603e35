import { connectedAccountLinkRequestSchema } from '@platform/core/payments/connected-account.contract';
import { getExistingConnectedAccountLink } from '@platform/core/payments/connected-accounts';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: connectedAccountLinkRequestSchema }, ({ actor, body }) => getExistingConnectedAccountLink(actor, body));
