import { bannerImageUploadSchema } from '@platform/core/banners/banner.contract';
import { requestBannerImageUpload } from '@platform/core/banners/banners';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: bannerImageUploadSchema }, ({ actor, body }) => requestBannerImageUpload(actor, body));
