import { campaignIdSchema, moveCampaign } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: campaignIdSchema }, ({ actor, body, ip }) => moveCampaign(actor, body.campaign_id, 'remove', { ip }));
