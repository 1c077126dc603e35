import { organizationQuerySchema } from '@platform/core/campaigns/campaign.contract';
import { getOrganization } from '@platform/core/campaigns/organizations';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: organizationQuerySchema }, ({ actor, query }) => getOrganization(actor, query.companyID));
