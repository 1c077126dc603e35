import { startBannerCreateSchema } from '@platform/core/banners/banner.contract';
import { startBannerCreate } from '@platform/core/banners/banners';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: startBannerCreateSchema }, ({ actor, body, event }) => startBannerCreate(actor, body, { host: event.headers.host }));
