import { campaignIdSchema } from '@platform/core/campaigns/campaign.contract';
import { moveCampaign } from '@platform/core/campaigns/move-campaign';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: campaignIdSchema }, ({ actor, body, ip }) => moveCampaign(actor, body.campaign_id, 'remove', { ip }));
