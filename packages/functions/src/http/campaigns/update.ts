import { updateCampaignSchema } from '@platform/core/campaigns/campaign.contract';
import { updateCampaign } from '@platform/core/campaigns/update-campaign';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateCampaignSchema }, ({ actor, body, ip }) => updateCampaign(actor, body, { ip }));
