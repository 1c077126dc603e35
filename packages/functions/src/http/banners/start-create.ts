import { startBannerCreate, startBannerCreateSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: startBannerCreateSchema }, ({ actor, body, event }) => startBannerCreate(actor, body, { host: event.headers.host }));
