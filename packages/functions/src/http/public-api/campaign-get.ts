import { campaignPathSchema, getPublicCampaign } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema }, ({ actor, path }) => getPublicCampaign(actor, path.campaignId));
