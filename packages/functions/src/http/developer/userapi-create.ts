import { createUserApiSchema, generateUserApi, publicApiBaseUrl } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createUserApiSchema }, async ({ actor, body, ip, event }) =>
  generateUserApi(actor, body, await publicApiBaseUrl(event.headers.host), { ip }),
);
