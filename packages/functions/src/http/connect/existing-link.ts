import { connectedAccountLinkRequestSchema, getExistingConnectedAccountLink } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: connectedAccountLinkRequestSchema }, ({ actor, body }) => getExistingConnectedAccountLink(actor, body));
