import { readUserApi } from '@platform/core/developer/api-keys';
import { publicApiBaseUrl } from '@platform/core/developer/base-url';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, async ({ actor, path, event }) =>
  readUserApi(actor, path.companyId, await publicApiBaseUrl(event.headers.host)),
);
