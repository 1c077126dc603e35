import { updateAudience, updateAudienceSchema } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ audienceID: idParam }), body: updateAudienceSchema }, ({ actor, path, body }) => updateAudience(actor, path.audienceID, body));
