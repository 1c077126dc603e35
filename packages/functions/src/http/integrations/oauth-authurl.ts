import { authUrlPathSchema, oauthAuthUrl } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: authUrlPathSchema }, ({ actor, path }) => oauthAuthUrl(actor, path.companyId, path.type));
