import { checkCampaignSheets } from '@platform/core/integrations/campaign-sheets';
import { integrationPathSchema } from '@platform/core/integrations/integrations.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path }) => checkCampaignSheets(actor, path.companyId, path.integrationId));
