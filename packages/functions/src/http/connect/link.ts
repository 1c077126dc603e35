import { connectedAccountLinkRequestSchema, getConnectedAccountLink } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: connectedAccountLinkRequestSchema }, ({ actor, body }) => getConnectedAccountLink(actor, body));
