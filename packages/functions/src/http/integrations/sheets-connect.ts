import { connectCampaignSheets } from '@platform/core/integrations/campaign-sheets';
import { campaignSheetsBodySchema } from '@platform/core/integrations/campaign-sheets.contract';
import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema, body: campaignSheetsBodySchema }, ({ actor, path, body }) =>
  connectCampaignSheets(actor, path.companyId, path.integrationId, body),
);
