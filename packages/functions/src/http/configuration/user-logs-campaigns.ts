import { listLogCampaigns } from '@platform/core/audit/user-logs';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => listLogCampaigns(actor, path.companyId));
