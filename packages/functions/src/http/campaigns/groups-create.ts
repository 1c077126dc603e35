import { createGroupSchema } from '@platform/core/campaigns/campaign.contract';
import { createCompanyGroup } from '@platform/core/campaigns/company-groups';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createGroupSchema }, ({ actor, body, ip }) => createCompanyGroup(actor, body, { ip }));
