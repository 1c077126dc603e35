import { queueCount } from '@platform/core/audiences/count-service';
import { queueCountSchema } from '@platform/core/audiences/count.contract';
import { httpRoute } from '../../lib/http.js';

/** POST /api/bigdbm/services/queuecount: the new (or same-day same) count row, pending until the audience-count worker answers. */
export const handler = httpRoute({ auth: 'user', body: queueCountSchema }, ({ actor, body }) => queueCount(actor, body));
