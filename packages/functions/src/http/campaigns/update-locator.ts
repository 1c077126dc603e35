import { updateLocatorSchema } from '@platform/core/campaigns/campaign.contract';
import { updateLocatorCampaign } from '@platform/core/campaigns/update-campaign';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateLocatorSchema }, ({ actor, body, ip }) => updateLocatorCampaign(actor, body, { ip }));
