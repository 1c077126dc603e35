import { checkCampaignActive, checkCampaignActiveSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: checkCampaignActiveSchema }, ({ actor, body }) => checkCampaignActive(actor, body));
