import { countConfig } from '@platform/core/audiences/count-service';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/bigdbm/services/configdata/{companyId}: {companyId} the client; what its count form offers. */
export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => countConfig(actor, path.companyId));
