import { resendGoogleLink, resendGoogleLinkBodySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: resendGoogleLinkBodySchema }, ({ actor, body }) => resendGoogleLink(actor, body));
