import { setClientAddCampaign } from '@platform/core/campaigns/client-add-campaign';
import { clientAddCampaignSchema } from '@platform/core/campaigns/client-add-campaign.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: clientAddCampaignSchema }, ({ actor, body, ip }) => setClientAddCampaign(actor, body, { ip }));
