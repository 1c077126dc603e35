import { publicApiDocument } from '@platform/core/public-api/openapi';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public' }, async ({ event }) => publicApiDocument(`https://${event.headers.host ?? 'localhost'}`));
