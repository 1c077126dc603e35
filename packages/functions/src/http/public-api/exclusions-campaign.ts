import { addPublicExclusions, campaignPathSchema, exclusionAddBodySchema, PUBLIC_EXCLUSION_BODY_BYTES } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema, body: exclusionAddBodySchema, maxBodyBytes: PUBLIC_EXCLUSION_BODY_BYTES }, ({ actor, path, body }) => addPublicExclusions(actor, path.campaignId, body));
