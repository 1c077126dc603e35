import { campaignSheetsBodySchema, connectCampaignSheets, integrationPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema, body: campaignSheetsBodySchema }, ({ actor, path, body }) =>
  connectCampaignSheets(actor, path.companyId, path.integrationId, body),
);
