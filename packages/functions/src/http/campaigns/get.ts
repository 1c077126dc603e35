import { getCampaign } from '@platform/core/campaigns/get-campaign';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ campaignId: idParam }) }, ({ actor, path }) => getCampaign(actor, path.campaignId));
