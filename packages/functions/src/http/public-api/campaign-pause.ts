import { movePublicCampaign } from '@platform/core/public-api/campaigns';
import { campaignPathSchema } from '@platform/core/public-api/public-api.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema }, ({ actor, path, ip }) => movePublicCampaign(actor, path.campaignId, 'pause', { ip }));
