import { createOrganizationSchema } from '@platform/core/campaigns/campaign.contract';
import { createOrganization } from '@platform/core/campaigns/organizations';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createOrganizationSchema }, ({ actor, body, ip }) => createOrganization(actor, body, { ip }));
