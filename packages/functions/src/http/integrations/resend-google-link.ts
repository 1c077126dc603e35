import { resendGoogleLink } from '@platform/core/integrations/campaign-sheets';
import { resendGoogleLinkBodySchema } from '@platform/core/integrations/campaign-sheets.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: resendGoogleLinkBodySchema }, ({ actor, body }) => resendGoogleLink(actor, body));
