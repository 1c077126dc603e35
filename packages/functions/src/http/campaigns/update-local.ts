import { updateLocalSchema } from '@platform/core/campaigns/campaign.contract';
import { updateLocalCampaign } from '@platform/core/campaigns/update-campaign';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateLocalSchema }, ({ actor, body, ip }) => updateLocalCampaign(actor, body, { ip }));
