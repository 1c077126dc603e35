import { checkCampaignActive } from '@platform/core/campaigns/check-campaign-active';
import { checkCampaignActiveSchema } from '@platform/core/campaigns/check-campaign-active.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: checkCampaignActiveSchema }, ({ actor, body }) => checkCampaignActive(actor, body));
