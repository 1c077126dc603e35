import { updateAudienceSchema } from '@platform/core/audiences/audience.contract';
import { updateAudience } from '@platform/core/audiences/audiences';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ audienceId: idParam }), body: updateAudienceSchema }, ({ actor, path, body }) => updateAudience(actor, path.audienceId, body));
