import { updateLocalCampaign, updateLocalSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateLocalSchema }, ({ actor, body, ip }) => updateLocalCampaign(actor, body, { ip }));
