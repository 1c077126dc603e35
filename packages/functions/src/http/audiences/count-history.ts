import { countHistory } from '@platform/core/audiences/count-service';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/bigdbm/services/getcountcampaignhistory/{companyId}/{type}: {companyId} the client, {type} locator or enhance. */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam, type: idParam }) }, ({ actor, path }) => countHistory(actor, path.companyId, path.type));
