import { createAudienceSchema } from '@platform/core/audiences/audience.contract';
import { createAudience } from '@platform/core/audiences/audiences';
import { httpRoute } from '../../lib/http.js';

/** POST /api/audiences/create: a saved audience, sized by a count queued with it. */
export const handler = httpRoute({ auth: 'user', body: createAudienceSchema }, ({ actor, body }) => createAudience(actor, body));
