import { updateCampaign, updateCampaignSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateCampaignSchema }, ({ actor, body, ip }) => updateCampaign(actor, body, { ip }));
