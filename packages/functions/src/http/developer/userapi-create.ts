import { generateUserApi } from '@platform/core/developer/api-keys';
import { publicApiBaseUrl } from '@platform/core/developer/base-url';
import { createUserApiSchema } from '@platform/core/developer/developer.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createUserApiSchema }, async ({ actor, body, ip, event }) =>
  generateUserApi(actor, body, await publicApiBaseUrl(event.headers.host), { ip }),
);
