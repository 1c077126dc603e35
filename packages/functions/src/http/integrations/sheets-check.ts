import { checkCampaignSheets, integrationPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path }) => checkCampaignSheets(actor, path.companyId, path.integrationId));
