import { createCampaign, createCampaignSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createCampaignSchema }, ({ actor, body, ip }) => createCampaign(actor, body, { ip }));
