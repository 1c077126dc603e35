import { showBannerSchema } from '@platform/core/banners/banner.contract';
import { showBanner } from '@platform/core/banners/banners';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: showBannerSchema }, ({ actor, body, event }) => showBanner(actor, body.banner_id, { host: event.headers.host }));
