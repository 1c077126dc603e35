import { createCampaignSchema } from '@platform/core/campaigns/campaign.contract';
import { createCampaign } from '@platform/core/campaigns/create-campaign';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createCampaignSchema }, ({ actor, body, ip }) => createCampaign(actor, body, { ip }));
