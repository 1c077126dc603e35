import { addPublicExclusions } from '@platform/core/public-api/exclusions';
import { campaignPathSchema, exclusionAddBodySchema, PUBLIC_EXCLUSION_BODY_BYTES } from '@platform/core/public-api/public-api.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'apiClient', path: campaignPathSchema, body: exclusionAddBodySchema, maxBodyBytes: PUBLIC_EXCLUSION_BODY_BYTES }, ({ actor, path, body }) => addPublicExclusions(actor, path.campaignId, body));
