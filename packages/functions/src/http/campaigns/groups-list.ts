import { groupListQuerySchema } from '@platform/core/campaigns/campaign.contract';
import { listCompanyGroups } from '@platform/core/campaigns/company-groups';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: groupListQuerySchema }, ({ actor, query }) => listCompanyGroups(actor, query.companyID));
