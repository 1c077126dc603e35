import { clientAddCampaignSchema, setClientAddCampaign } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: clientAddCampaignSchema }, ({ actor, body, ip }) => setClientAddCampaign(actor, body, { ip }));
