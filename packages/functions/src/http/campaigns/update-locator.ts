import { updateLocatorCampaign, updateLocatorSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateLocatorSchema }, ({ actor, body, ip }) => updateLocatorCampaign(actor, body, { ip }));
