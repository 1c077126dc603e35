import { campaignResourcePathSchema, getCampaignResource } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: campaignResourcePathSchema }, ({ actor, path }) => getCampaignResource(actor, path.organizationId, path.campaignId));
