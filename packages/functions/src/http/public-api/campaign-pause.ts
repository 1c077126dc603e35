import { campaignPathSchema, movePublicCampaign } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema }, ({ actor, path, ip }) => movePublicCampaign(actor, path.campaignId, 'pause', { ip }));
