import { addPublicExclusions, exclusionAddBodySchema, PUBLIC_EXCLUSION_BODY_BYTES } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', body: exclusionAddBodySchema, maxBodyBytes: PUBLIC_EXCLUSION_BODY_BYTES }, ({ actor, body }) => addPublicExclusions(actor, undefined, body));
