import { publicApiBaseUrl, readUserApi } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam }) }, async ({ actor, path, event }) =>
  readUserApi(actor, path.companyID, await publicApiBaseUrl(event.headers.host)),
);
