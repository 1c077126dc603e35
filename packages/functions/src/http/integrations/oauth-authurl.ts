import { authUrlPathSchema } from '@platform/core/integrations/integrations.contract';
import { oauthAuthUrl } from '@platform/core/integrations/oauth-connect';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: authUrlPathSchema }, ({ actor, path }) => oauthAuthUrl(actor, path.companyId, path.type));
