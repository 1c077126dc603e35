import { campaignResourcePathSchema } from '@platform/core/campaigns/campaign.contract';
import { getCampaignResource } from '@platform/core/campaigns/organizations';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: campaignResourcePathSchema }, ({ actor, path }) => getCampaignResource(actor, path.organizationId, path.campaignId));
