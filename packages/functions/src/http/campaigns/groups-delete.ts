import { deleteGroupQuerySchema } from '@platform/core/campaigns/campaign.contract';
import { deleteCompanyGroup } from '@platform/core/campaigns/company-groups';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', query: deleteGroupQuerySchema }, ({ actor, query, ip }) => deleteCompanyGroup(actor, query, { ip }));
