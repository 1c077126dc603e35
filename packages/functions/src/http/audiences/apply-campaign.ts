import { applyCountToCampaign } from '@platform/core/audiences/apply-count';
import { applyCountSchema } from '@platform/core/audiences/count.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** PUT /api/bigdbm/services/applycampaign/{campaignId}/{type}: {campaignId} the campaign, {type} its module; the body's count_id is the row whose keywords it takes. */
export const handler = httpRoute({ auth: 'user', path: z.object({ campaignId: idParam, type: idParam }), body: applyCountSchema }, ({ actor, path, body, ip }) =>
  applyCountToCampaign(actor, path.campaignId, path.type, body.count_id, { ip }),
);
