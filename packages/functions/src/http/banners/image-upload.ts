import { bannerImageUploadSchema, requestBannerImageUpload } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: bannerImageUploadSchema }, ({ actor, body }) => requestBannerImageUpload(actor, body));
